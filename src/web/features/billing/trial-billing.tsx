import { CreditCard } from 'lucide-react';
import { firstCharge, type Pricing, type SubscriptionDetails } from '../../../shared/billing';
import { Panel } from '../../components/ui/panel';
import { BusyButton } from '../../components/ui/submit-button';
import { formatLongDate, formatMoney } from '../../lib/format';
import { usePortal } from './api';
import { TermGrid } from '../../components/ui/term-grid';

/**
 * What a trial will cost once it ends: the price, the first charge (every card, on the trial's
 * last day) and the way to the payment method it will be taken from
 * (docs/product.md#screens-subscription).
 */
export function TrialBilling({
  details,
  pricing,
}: {
  details: SubscriptionDetails;
  pricing: Pricing | undefined;
}) {
  const portal = usePortal();
  const charge = pricing ? firstCharge(details, pricing.unit_price) : undefined;
  const money = (amount: number) => (pricing ? formatMoney(amount, pricing.currency) : '…');
  const rows: [string, string][] = [
    ['Price', pricing ? `${money(pricing.unit_price)} per card per year` : '…'],
    [
      'First charge',
      charge
        ? `${money(charge.amount)} for ${charge.cards} ${charge.cards === 1 ? 'card' : 'cards'} on ${formatLongDate(charge.date)}`
        : '…',
    ],
  ];
  return (
    <Panel
      title="After your trial"
      description="Nothing is charged during the trial. When it ends, the year is charged to your payment method, unless you cancel before then."
    >
      <TermGrid rows={rows} />
      <BusyButton
        busy={portal.isPending || portal.isSuccess}
        variant="outline"
        className="mt-5"
        onClick={() => portal.mutate()}
      >
        <CreditCard aria-hidden="true" className="h-4 w-4" />
        Update payment method
      </BusyButton>
    </Panel>
  );
}
