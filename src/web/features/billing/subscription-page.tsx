import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { PageMeta } from '../../components/ui/page-meta';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { useT } from '../../lib/i18n/use-t';
import { usePricing } from '../../lib/pricing';
import { useSubscriptionDetails } from './api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { OverAllocationNotice } from '../../components/over-allocation-notice';
import { TemplateGallery } from '../../components/template-gallery';
import { BillingInfo, SubscriptionNeeded, TrialBanner, UsageVault } from './subscription-overview';
import { SubscriptionSideCard } from './subscription-side-card';
import { SupportBlock } from './support-block';
import { TrialBilling } from './trial-billing';
import { TrialCardCountDialog } from './trial-card-count-dialog';

/** Subscription page (docs/product.md#screens-subscription). */
export function SubscriptionPage() {
  const t = useT();
  const user = useCurrentUser();
  const query = useSubscriptionDetails();
  const pricing = usePricing();
  const [dialog, setDialog] = useState<'cardCount' | 'cancel' | null>(null);
  const details = query.data;

  let main;
  if (query.isPending) main = <LoadingState label={t('billing.subscription.loading')} />;
  else if (query.isError)
    main = (
      <ErrorState
        message={t('billing.subscription.loadError', { message: query.error.message })}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!details?.has_subscription) main = <SubscriptionNeeded />;
  else
    main = (
      <>
        <OverAllocationNotice details={details} />
        <UsageVault details={details} />
        {details.status === 'trialing' ? (
          <>
            <TrialBanner onCancel={() => setDialog('cancel')} />
            <TrialBilling details={details} pricing={pricing.data} />
          </>
        ) : (
          <BillingInfo details={details} pricing={pricing.data} />
        )}
        <details className="group rounded-3xl border border-slate-200 bg-white shadow-sm">
          <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-3xl px-5 text-base font-bold text-ink focus-visible:outline-3 focus-visible:outline-brand-600 sm:px-8">
            {t('billing.subscription.seeTemplates')}
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-ink-muted group-open:rotate-180"
            />
          </summary>
          <TemplateGallery
            className="px-5 pb-6 sm:px-8 sm:pb-8"
            title={t('billing.subscription.galleryTitle')}
            description={t('billing.subscription.galleryText')}
          />
        </details>
      </>
    );

  return (
    <>
      <PageMeta title={t('billing.subscription.metaTitle')} noindex />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">
            {t('billing.subscription.title')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('billing.subscription.intro')}</p>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
            <div className="min-w-0 space-y-6 lg:row-span-2">{main}</div>
            {details?.has_subscription ? (
              // Before the details on a phone: the actions matter most.
              <div className="order-first lg:order-none lg:col-start-2 lg:row-start-1">
                <SubscriptionSideCard
                  fullName={user.fullName}
                  imageUrl={user.profileImageUrl}
                  details={details}
                  onAddCards={() => setDialog('cardCount')}
                />
              </div>
            ) : null}
            <div
              className={
                details?.has_subscription
                  ? 'lg:col-start-2 lg:row-start-2'
                  : 'lg:col-start-2 lg:row-start-1'
              }
            >
              <SupportBlock />
            </div>
          </div>
        </div>
      </div>
      {details?.has_subscription ? (
        <>
          <TrialCardCountDialog
            open={dialog === 'cardCount'}
            onOpenChange={(open) => setDialog(open ? 'cardCount' : null)}
            currentAllocation={details.card_allocation}
            cardsInUse={details.current_card_count}
            trialEnd={details.trial_end}
            pricing={pricing.data}
          />
          <CancelSubscriptionDialog
            open={dialog === 'cancel'}
            onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
            details={details}
          />
        </>
      ) : null}
    </>
  );
}
