import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, CircleX } from 'lucide-react';
import {
  CHECKOUT_OUTCOME_PARAM,
  firstCharge,
  paymentSuccessView,
  type PaymentSuccessView,
  type SubscriptionDetails,
} from '../../../shared/billing';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { formatLongDate, formatMoney } from '../../lib/format';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { usePricing } from '../../lib/pricing';
import { invalidateSubscription, useSubscriptionDetails } from './api';

/** The loading overlay (docs/product.md#limits) is removed after 500 ms. */
const PAYMENT_OVERLAY_MS = 500;

/** A checkout's outcome: its icon, its heading, a sentence, and what to do next. */
function ResultCard({
  success,
  title,
  text,
  children,
  actions,
}: {
  success: boolean;
  title: ReactNode;
  text: string;
  /** What happened, beside the fixed sentence. */
  children?: ReactNode;
  actions: ReactNode;
}) {
  const Icon = success ? CircleCheck : CircleX;
  return (
    <div className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-card sm:p-10">
        <span
          className={cn(
            'mx-auto flex h-16 w-16 items-center justify-center rounded-full',
            success ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700',
          )}
        >
          <Icon aria-hidden="true" className="h-9 w-9" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-700">{text}</p>
        {children}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          {actions}
        </div>
      </div>
    </div>
  );
}

/** The trial's words on the payment-success page; a payment keeps the payment texts. */
const TRIAL_COPY: Record<
  Exclude<PaymentSuccessView, 'paid'>,
  { meta: MessageId; title: MessageId }
> = {
  trial_started: { meta: 'billing.result.trialStartedMeta', title: 'billing.result.trialStarted' },
  trial_cards_added: { meta: 'billing.result.cardsAddedMeta', title: 'billing.result.cardsAdded' },
  trial_active: { meta: 'billing.result.trialActiveMeta', title: 'billing.result.trialActive' },
};

function trialSentence(view: Exclude<PaymentSuccessView, 'paid'>, trial?: SubscriptionDetails) {
  if (view === 'trial_cards_added') {
    return trial
      ? translate('billing.result.trialNowHas', { count: trial.card_allocation })
      : translate('billing.result.trialMoreCards');
  }
  return translate('billing.result.allBenefits');
}

/**
 * What a trial's checkout did: nothing was charged, what will be and when, and how to cancel
 * (docs/product.md#screens-payment-success). `trial` is the trialing subscription, undefined
 * while the provider has not confirmed it yet.
 */
function TrialOutcome({ trial }: { trial: SubscriptionDetails | undefined }) {
  const t = useT();
  const pricing = usePricing();
  const charge = trial && pricing.data ? firstCharge(trial, pricing.data.unit_price) : undefined;
  return (
    <section
      aria-label={t('billing.result.trialRegion')}
      className="mt-6 rounded-2xl bg-brand-50 p-4 text-start text-sm leading-relaxed text-brand-950 ring-1 ring-brand-200"
    >
      <p className="flex items-center gap-2 text-base font-bold">
        <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {t('billing.result.nothingToday')}
      </p>
      {charge && pricing.data ? (
        <p className="mt-1">
          {t('billing.result.firstCharge', {
            amount: formatMoney(charge.amount, pricing.data.currency),
            count: charge.cards,
            date: formatLongDate(charge.date),
          })}
        </p>
      ) : null}
      {trial ? (
        <p className="mt-1">
          {t.rich('billing.result.cancelBefore', {
            link: (chunks) => (
              <Link to="/subscription" className="font-semibold underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <p className="mt-1">{t('billing.result.awaiting')}</p>
      )}
    </section>
  );
}

const live = (details: SubscriptionDetails | undefined) =>
  details?.status === 'trialing' || details?.status === 'active';

/**
 * Payment success page (docs/product.md#screens-payment-success): the payment texts after a
 * payment; after a trial's checkout, which charges nothing, what happened instead, and the way to
 * the first card (`createCard`, the cards feature's gate, composed in app/).
 */
export function PaymentSuccessPage({
  createCard,
}: {
  createCard?: (details: SubscriptionDetails, label: string) => ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [overlay, setOverlay] = useState(true);
  // A provider confirms by webhook, which may arrive after the browser: ask again for a while.
  const details = useSubscriptionDetails({ awaiting: (current) => !live(current) });

  useEffect(() => {
    // The subscription changed while the user was away: read it (and the user) again.
    void invalidateSubscription(queryClient);
    const timer = window.setTimeout(() => setOverlay(false), PAYMENT_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);

  const view = paymentSuccessView(searchParams.get(CHECKOUT_OUTCOME_PARAM), details.data);
  const home = (variant: 'primary' | 'outline') => (
    <ButtonLink to="/" size="lg" variant={variant} className="w-full sm:w-auto">
      {t('billing.result.goHome')}
    </ButtonLink>
  );

  let content: ReactNode;
  if (view === 'paid') {
    content = (
      <>
        <PageMeta title={t('billing.result.paidMeta')} noindex />
        <ResultCard
          success
          title={t('billing.result.paid')}
          text={t('billing.result.paidText')}
          actions={home('primary')}
        />
      </>
    );
  } else {
    const trial = details.data?.status === 'trialing' ? details.data : undefined;
    const canCreate = trial && trial.current_card_count < trial.card_allocation;
    content = (
      <>
        <PageMeta title={t(TRIAL_COPY[view].meta)} noindex />
        <ResultCard
          success
          title={t(TRIAL_COPY[view].title)}
          text={trialSentence(view, trial)}
          actions={
            <>
              {home(canCreate && createCard ? 'outline' : 'primary')}
              {canCreate && createCard
                ? createCard(
                    trial,
                    t(
                      trial.current_card_count === 0
                        ? 'billing.result.createFirst'
                        : 'billing.result.create',
                    ),
                  )
                : null}
            </>
          }
        >
          <TrialOutcome trial={trial} />
        </ResultCard>
      </>
    );
  }

  return (
    <>
      {content}
      {overlay ? (
        <div
          role="status"
          data-testid="payment-overlay"
          className="fixed inset-0 z-50 flex items-center justify-center bg-white/90"
        >
          <Spinner className="h-10 w-10 text-brand-700" />
          <span className="sr-only">{t('billing.result.confirming')}</span>
        </div>
      ) : null}
    </>
  );
}

/** Payment failed page (docs/product.md#screens-payment-failure). */
export function PaymentFailurePage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('billing.result.failedMeta')} noindex />
      <ResultCard
        success={false}
        title={
          <>
            {t('billing.result.failed')}
            <span className="sr-only"> - </span>
          </>
        }
        text={t('billing.result.failedText')}
        actions={
          <ButtonLink to="/" size="lg" className="w-full sm:w-auto">
            {t('billing.result.tryAgain')}
          </ButtonLink>
        }
      />
    </>
  );
}
