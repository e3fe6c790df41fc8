import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { nextBillingDate, subscriptionEnd } from '../../../shared/billing';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { BusyButton } from '../../components/ui/submit-button';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { withOrg } from '../../lib/org-context';
import { useOrganisations } from '../../lib/organisations';
import { useSubscriptionDetails, useUpdateLocalPaymentMethod } from './api';
import { formatLongDate, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { TestPaymentBanner } from './local-checkout-page';
import { StatusBadge } from '../../components/ui/badge';
import { TestClockPanel } from './test-clock-panel';

/**
 * The local driver's billing portal (`/billing/portal`; `?orgId=` for an organisation's
 * subscription, opened by its owner from the Team page).
 */
export function LocalPortalPage() {
  const t = useT();
  const user = useCurrentUser();
  const orgId = useSearchParams()[0].get('orgId') ?? undefined;
  const query = useSubscriptionDetails({ orgId });
  const paymentMethod = useUpdateLocalPaymentMethod(orgId);
  // Back to the Team page of this organisation, not of whichever one the header last chose.
  const organisation = useOrganisations().data?.find((item) => item.id === orgId);
  const teamPath = withOrg('/team', organisation?.slug ?? null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const details = query.data;

  let summary;
  if (query.isPending) summary = <PageSpinner label={t('billing.local.loadingSubscription')} />;
  else if (query.isError || !details)
    summary = (
      <p role="alert" className="mt-6 text-red-800">
        {t('billing.local.fetchFailed')}
      </p>
    );
  else if (!details.has_subscription)
    summary = (
      <div className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <p className="font-semibold text-ink">{t('billing.local.noSubscription')}</p>
        <ButtonLink to={orgId ? teamPath : '/pricing'} className="mt-4">
          {t(orgId ? 'billing.local.backToTeam' : 'billing.local.viewPlans')}
        </ButtonLink>
      </div>
    );
  else {
    const rows = [
      [
        t('billing.local.cards'),
        t('billing.local.inUse', {
          created: formatNumber(details.current_card_count),
          allocated: formatNumber(details.card_allocation),
        }),
      ],
      [t('billing.local.trialEnd'), formatLongDate(details.trial_end)],
      [t('billing.info.periodStart'), formatLongDate(details.current_period_start)],
      [t('billing.info.nextBilling'), formatLongDate(nextBillingDate(details))],
      [t('billing.info.canceledDate'), formatLongDate(details.canceled_at)],
      [t('billing.info.endDate'), formatLongDate(subscriptionEnd(details))],
    ] as const;
    summary = (
      <>
        <div className="mt-6 flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-ink">
            {t(orgId ? 'billing.local.orgSubscription' : 'billing.local.yourSubscription')}
          </h2>
          <StatusBadge status={details.status} />
        </div>
        <dl className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {rows.map(([term, value]) => (
            <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-3">
              <dt className="text-sm text-ink-muted">{term}</dt>
              <dd className="text-sm font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <BusyButton busy={paymentMethod.isPending} onClick={() => paymentMethod.mutate()}>
            <CreditCard aria-hidden="true" className="h-4 w-4" />
            {t('billing.local.updatePayment')}
          </BusyButton>
          <Button
            variant="outline"
            className="border-red-300 text-red-800 hover:bg-red-50"
            disabled={details.status === 'canceled' || details.canceled_at !== null}
            onClick={() => setCancelOpen(true)}
          >
            {t('billing.local.cancel')}
          </Button>
        </div>
        <CancelSubscriptionDialog
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          details={details}
          orgId={orgId}
        />
      </>
    );
  }

  return (
    <>
      <PageMeta title={t('billing.local.portalMeta')} noindex />
      <div className="flex-1 bg-slate-50 px-4 py-10 sm:py-14">
        <div className="mx-auto w-full max-w-2xl space-y-6">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">
              {t('billing.local.portal')}
            </h1>
            <div className="mt-4">
              <TestPaymentBanner page="billing portal" />
            </div>
            {summary}
            <ButtonLink to={orgId ? teamPath : '/subscription'} variant="link" className="mt-6">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t('billing.local.return')}
            </ButtonLink>
          </div>
          {user.isAdmin ? (
            <TestClockPanel
              defaultEmail={user.email}
              organisation={orgId && organisation ? organisation : null}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
