import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { invalidateSubscription } from './api';

/** Spec §9: the loading overlay is removed after 500 ms. */
export const PAYMENT_OVERLAY_MS = 500;

/** A payment's outcome: its icon, its heading, a sentence and the way home. */
function ResultCard({
  success,
  title,
  text,
  homeLabel,
}: {
  success: boolean;
  title: ReactNode;
  text: string;
  homeLabel: string;
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
        <ButtonLink to="/" size="lg" className="mt-8 w-full sm:w-auto">
          {homeLabel}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Spec §2 Payment success page. */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState(true);

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
      />
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

/** Spec §2 Payment failed page. */
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
