import { CreditCard } from 'lucide-react';
import { firstCharge, type Pricing, type SubscriptionDetails } from '../../../shared/billing';
import { Panel } from '../../components/ui/panel';
import { BusyButton } from '../../components/ui/submit-button';
import { formatLongDate, formatMoney } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
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
  const t = useT();
  const portal = usePortal();
  const charge = pricing ? firstCharge(details, pricing.unit_price) : undefined;
  const money = (amount: number) => (pricing ? formatMoney(amount, pricing.currency) : '…');
  const rows: [string, string][] = [
    [
      t('billing.trial.price'),
      pricing ? t('billing.price.amountPerCardPerYear', { price: money(pricing.unit_price) }) : '…',
    ],
    [
      t('billing.trial.firstCharge'),
      charge
        ? t('billing.trial.chargeValue', {
            amount: money(charge.amount),
            count: charge.cards,
            date: formatLongDate(charge.date),
          })
        : '…',
    ],
  ];
  return (
    <Panel title={t('billing.trial.title')} description={t('billing.trial.text')}>
      <TermGrid rows={rows} />
      <BusyButton
        busy={portal.isPending || portal.isSuccess}
        variant="outline"
        className="mt-5"
        onClick={() => portal.mutate()}
      >
        <CreditCard aria-hidden="true" className="h-4 w-4" />
        {t('billing.trial.updatePayment')}
      </BusyButton>
    </Panel>
  );
}
