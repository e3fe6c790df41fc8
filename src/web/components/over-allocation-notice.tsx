import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { cardsOverAllocation, type SubscriptionDetails } from '../../shared/billing';
import { Notice } from './ui/notice';
import { useT } from '../lib/i18n/use-t';

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
  const t = useT();
  if (cardsOverAllocation(details) === 0) return null;
  const held = details.current_card_count;
  const allocation = details.card_allocation;
  return (
    <Notice
      tone="warning"
      icon={TriangleAlert}
      title={t('notice.overTitle')}
      live={false}
      className={className}
    >
      <p>
        {t('notice.overSituation', { allocation, held })}{' '}
        {t('notice.overConsequence', { allocation })}
      </p>
      <p className="mt-1">
        {t('notice.overRemedy', { extra: held - allocation })}{' '}
        <Link to="/pricing" className="font-semibold text-amber-950 underline">
          {t('notice.addCards')}
        </Link>
      </p>
    </Notice>
  );
}
