import { firstCharge, type Pricing, type SubscriptionDetails } from '../../../shared/billing';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice } from '../../components/ui/notice';
import { formatLongDate, formatMoney } from '../../lib/format';

const cardsText = (count: number) => `${count} ${count === 1 ? 'Card' : 'Cards'}`;

/**
 * "Add Cards to Trial" on /pricing: before anything changes, what the trial will hold and the new
 * yearly total, first charged when the trial ends (docs/product.md#pricing-variants).
 */
export function AddTrialCardsDialog({
  open,
  details,
  adding,
  pricing,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  details: SubscriptionDetails;
  adding: number;
  pricing: Pricing | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const after = details.card_allocation + adding;
  const charge = pricing
    ? firstCharge({ ...details, card_allocation: after }, pricing.unit_price)
    : undefined;
  const total = charge && pricing ? formatMoney(charge.amount, pricing.currency) : null;
  const rows = [
    ['Cards now', String(details.card_allocation)],
    ['Cards after', String(after)],
    ['New yearly total', total ?? '–'],
  ] as const;
  return (
    <ConfirmDialog
      open={open}
      title="Add cards to your trial"
      description={`You are adding ${adding} ${adding === 1 ? 'card' : 'cards'} to your free trial.`}
      confirmLabel={`Add ${cardsText(adding)} (No Charge Now)`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="grid grid-cols-3 gap-2 text-center">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-ink-muted">{term}</dt>
            <dd className="mt-1 text-base font-bold text-ink tabular-nums sm:text-lg">{value}</dd>
          </div>
        ))}
      </dl>
      <Notice tone="info" live={false} className="mt-4">
        {charge && total
          ? `Nothing is charged now. Your first charge of ${total} is on ${formatLongDate(charge.date)}, when the trial ends.`
          : 'Nothing is charged now. Your first charge comes when the trial ends.'}
      </Notice>
    </ConfirmDialog>
  );
}
