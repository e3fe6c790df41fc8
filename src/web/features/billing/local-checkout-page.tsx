import { useSearchParams } from 'react-router';
import { CircleAlert, FlaskConical, Lock } from 'lucide-react';
import { priceQuote, TRIAL_MONTHS, type LocalCheckout } from '../../../shared/billing';
import { Button, ButtonLink } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { BusyButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/http';
import { useCompleteLocalCheckout, useLocalCheckout, useSubscriptionDetails } from './api';
import { formatLongDate, formatMoney, formatNumber } from '../../lib/format';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';

const KIND_LABELS: Record<LocalCheckout['kind'], MessageId> = {
  trial: 'billing.local.kind.trial',
  reactivation: 'billing.local.kind.reactivation',
  add_cards: 'billing.local.kind.addCards',
};

/** A session that can no longer be used, in words (an expired one has its own notice). */
const USED_MESSAGES: Record<'paid' | 'declined', MessageId> = {
  paid: 'billing.local.paid',
  declined: 'billing.local.declined',
};

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setMonth(next.getMonth() + months);
  return next;
}

export function TestPaymentBanner({ page = 'checkout' }: { page?: 'checkout' | 'billing portal' }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950">
      <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <p className="text-sm">
        <strong className="block text-base tracking-wide">{t('billing.local.testPayment')}</strong>
        {t(page === 'checkout' ? 'billing.local.testCheckout' : 'billing.local.testPortal')}
      </p>
    </div>
  );
}

function Unavailable({ title, message }: { title?: string; message: string }) {
  const t = useT();
  return (
    <Notice icon={CircleAlert} title={title} className="mt-6 text-base font-semibold">
      <p className={title ? 'font-normal' : undefined}>{message}</p>
      <ButtonLink to="/pricing" variant="outline" className="mt-4 flex w-fit">
        {t('billing.local.backToPricing')}
      </ButtonLink>
    </Notice>
  );
}

function CheckoutSummary({
  checkout,
  trialEnd,
  orgId,
}: {
  checkout: LocalCheckout;
  trialEnd: string | null;
  orgId: string | undefined;
}) {
  const t = useT();
  const complete = useCompleteLocalCheckout(checkout.id, orgId);
  const { total } = priceQuote(checkout.quantity, checkout.unit_price);
  const money = (amount: number) => formatMoney(amount, checkout.currency);
  // A trial, or cards added during one, are charged when the trial ends (docs/product.md#subscription-terms).
  const firstCharge =
    checkout.kind === 'trial'
      ? addMonths(new Date(), TRIAL_MONTHS)
      : checkout.kind === 'add_cards' && trialEnd
        ? new Date(trialEnd)
        : null;
  const busy = complete.isPending || complete.isSuccess;
  const rows = [
    [t('billing.local.email'), <bdi dir="ltr">{checkout.email}</bdi>],
    ...(checkout.organisation_name === null
      ? []
      : [[t('billing.local.organisation'), checkout.organisation_name] as const]),
    [t('billing.local.what'), t(KIND_LABELS[checkout.kind])],
    [t('billing.local.cards'), formatNumber(checkout.quantity)],
    [
      t('billing.local.unitPrice'),
      t('billing.price.amountPerCardPerYear', { price: money(checkout.unit_price) }),
    ],
    [t('billing.local.total'), t('billing.local.perYear', { amount: money(total) })],
  ] as const;
  return (
    <>
      <dl className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-3">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="text-sm font-semibold break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="text-lg font-extrabold text-ink tabular-nums">
          {t('billing.local.dueToday', { amount: money(firstCharge ? 0 : total) })}
        </p>
        {firstCharge ? (
          <p className="mt-1 text-sm text-slate-700">
            {t('billing.local.firstCharge', {
              amount: money(total),
              date: formatLongDate(firstCharge),
            })}
          </p>
        ) : null}
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button
          variant="outline"
          size="lg"
          disabled={busy}
          onClick={() => complete.mutate('decline')}
        >
          {t('billing.local.decline')}
        </Button>
        <BusyButton
          busy={complete.isPending && complete.variables === 'pay'}
          disabled={busy}
          size="lg"
          onClick={() => complete.mutate('pay')}
        >
          <Lock aria-hidden="true" className="h-4 w-4" />
          {t('billing.local.pay')}
        </BusyButton>
      </div>
    </>
  );
}

/**
 * The local driver's checkout (`/billing/checkout?session=`, with `&orgId=` when an owner buys
 * their organisation's subscription): a labelled test payment.
 */
export function LocalCheckoutPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const orgId = params.get('orgId') ?? undefined;
  const checkout = useLocalCheckout(sessionId, orgId);
  const details = useSubscriptionDetails({ orgId });

  let body;
  if (!sessionId) body = <Unavailable message={t('billing.local.noSession')} />;
  else if (checkout.isPending) body = <PageSpinner label={t('billing.local.loadingCheckout')} />;
  else if (checkout.isError)
    body = (
      <Unavailable
        message={
          isApiError(checkout.error) && checkout.error.status === 404
            ? t('billing.local.notFound')
            : t('billing.local.loadFailed')
        }
      />
    );
  // A checkout a newer one or a change of the subscription replaced (docs/product.md#checkout-sessions).
  else if (checkout.data.status === 'expired')
    body = (
      <Unavailable
        title={t('billing.local.expiredTitle')}
        message={t('billing.local.expiredText')}
      />
    );
  else if (checkout.data.status !== 'open')
    body = <Unavailable message={t(USED_MESSAGES[checkout.data.status])} />;
  else
    body = (
      <CheckoutSummary
        checkout={checkout.data}
        trialEnd={details.data?.status === 'trialing' ? details.data.trial_end : null}
        orgId={orgId}
      />
    );

  return (
    <>
      <PageMeta title={t('billing.local.checkoutMeta')} noindex />
      <div className="flex-1 bg-slate-50 px-4 py-10 sm:py-14">
        <div className="mx-auto w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink">
            {t('billing.local.checkout')}
          </h1>
          <div className="mt-4">
            <TestPaymentBanner />
          </div>
          {body}
        </div>
      </div>
    </>
  );
}
