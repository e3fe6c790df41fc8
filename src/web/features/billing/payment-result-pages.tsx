import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, CircleX } from 'lucide-react';
import { firstCharge, type SubscriptionDetails } from '../../../shared/billing';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatLongDate, formatMoney } from '../../lib/format';
import { usePricing } from '../../lib/pricing';
import { invalidateSubscription, useSubscriptionDetails } from './api';

/** The loading overlay (docs/product.md#limits) is removed after 500 ms. */
export const PAYMENT_OVERLAY_MS = 500;

/** A payment's outcome: its icon, its heading, a sentence and the way home. */
function ResultCard({
  success,
  title,
  text,
  homeLabel,
  children,
}: {
  success: boolean;
  title: ReactNode;
  text: string;
  homeLabel: string;
  /** What happened, beside the fixed sentence. */
  children?: ReactNode;
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
        <ButtonLink to="/" size="lg" className="mt-8 w-full sm:w-auto">
          {homeLabel}
        </ButtonLink>
      </div>
    </div>
  );
}

const cardsText = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/**
 * After a trial starts or takes more cards the spec's sentence thanks for a payment that did not
 * happen: this says what did (docs/product.md#screens-payment-success).
 */
function TrialOutcome({ details }: { details: SubscriptionDetails }) {
  const pricing = usePricing();
  const charge = pricing.data ? firstCharge(details, pricing.data.unit_price) : undefined;
  return (
    <section
      aria-label="Your trial"
      className="mt-6 rounded-2xl bg-brand-50 p-4 text-left text-sm leading-relaxed text-brand-950 ring-1 ring-brand-200"
    >
      <p className="flex items-center gap-2 text-base font-bold">
        <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        Your free trial is active.
      </p>
      <p className="mt-1">Nothing was charged today.</p>
      {charge && pricing.data ? (
        <p className="mt-1">
          {`First charge: ${formatMoney(charge.amount, pricing.data.currency)} for ${cardsText(charge.cards)} on ${formatLongDate(charge.date)}, when the trial ends.`}
        </p>
      ) : null}
      <p className="mt-1">
        You can cancel before then on your{' '}
        <Link to="/subscription" className="font-semibold underline underline-offset-2">
          subscription page
        </Link>
        .
      </p>
    </section>
  );
}

const live = (details: SubscriptionDetails | undefined) =>
  details?.status === 'trialing' || details?.status === 'active';

/** Payment success page (docs/product.md#screens-payment-success). */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState(true);
  // A provider confirms by webhook, which may arrive after the browser: ask again for a while.
  const details = useSubscriptionDetails({ awaiting: (current) => !live(current) });

  useEffect(() => {
    // The subscription changed while the user was away: read it (and the user) again.
    void invalidateSubscription(queryClient);
    const timer = window.setTimeout(() => setOverlay(false), PAYMENT_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);

  return (
    <>
      <PageMeta title="Payment Successful" noindex />
      <ResultCard
        success
        title="Payment Successful!"
        text="Thank you for your payment. Your transaction was completed successfully."
        homeLabel="Go Home"
      >
        {details.data?.status === 'trialing' ? <TrialOutcome details={details.data} /> : null}
      </ResultCard>
      {overlay ? (
        <div
          role="status"
          data-testid="payment-overlay"
          className="fixed inset-0 z-50 flex items-center justify-center bg-white/90"
        >
          <Spinner className="h-10 w-10 text-brand-700" />
          <span className="sr-only">Confirming your payment…</span>
        </div>
      ) : null}
    </>
  );
}

/** Payment failed page (docs/product.md#screens-payment-failure). */
export function PaymentFailurePage() {
  return (
    <>
      <PageMeta title="Payment Failed" noindex />
      <ResultCard
        success={false}
        title={
          <>
            Payment Failed<span className="sr-only"> - </span>
          </>
        }
        text="Unfortunately, your payment could not be processed. Please try again or contact support."
        homeLabel="Go Home to try again"
      />
    </>
  );
}
