import { PaymentSuccessPage } from '../features/billing/payment-result-pages';
import { CreateCardLink } from '../features/cards/create-card-button';
import { useCurrentUser } from '../lib/auth/use-auth';

/**
 * /payment-success, with the cards feature's Create Card gate as the next step after a trial
 * starts, judged on the subscription the page has just read again.
 */
export function PaymentSuccessRoute() {
  const user = useCurrentUser();
  return (
    <PaymentSuccessPage
      createCard={(details, label) => (
        <CreateCardLink
          user={{ ...user, subscriptionDetails: details }}
          label={label}
          size="lg"
          className="w-full sm:w-auto"
        />
      )}
    />
  );
}
