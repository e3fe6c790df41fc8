import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import {
  cardsOverAllocation,
  overAllocationSentences,
  type SubscriptionDetails,
} from '../../shared/billing';
import { Notice } from './ui/notice';

/**
 * My Cards and the Subscription page, when the subscription pays for fewer cards than the user
 * holds (a quantity lowered at the payment provider): what that blocks and the two ways back
 * (docs/product.md#server-rules-allocation). Nothing when the cards fit.
 */
export function OverAllocationNotice({
  details,
  className,
}: {
  details: SubscriptionDetails;
  className?: string;
}) {
  if (cardsOverAllocation(details) === 0) return null;
  const text = overAllocationSentences(details.current_card_count, details.card_allocation);
  return (
    <Notice
      tone="warning"
      icon={TriangleAlert}
      title="You have more cards than your subscription pays for"
      live={false}
      className={className}
    >
      <p>{`${text.situation} ${text.consequence}`}</p>
      <p className="mt-1">
        {text.remedy}{' '}
        <Link to="/pricing" className="font-semibold text-amber-950 underline">
          Add cards
        </Link>
      </p>
    </Notice>
  );
}
