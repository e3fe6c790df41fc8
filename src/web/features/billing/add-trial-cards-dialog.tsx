import { firstCharge, type Pricing, type SubscriptionDetails } from '../../../shared/billing';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice } from '../../components/ui/notice';
import { formatLongDate, formatMoney, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';

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
  const t = useT();
  const after = details.card_allocation + adding;
  const charge = pricing
    ? firstCharge({ ...details, card_allocation: after }, pricing.unit_price)
    : undefined;
  const total = charge && pricing ? formatMoney(charge.amount, pricing.currency) : null;
  const rows = [
    [t('billing.addTrial.cardsNow'), formatNumber(details.card_allocation)],
    [t('billing.addTrial.cardsAfter'), formatNumber(after)],
    [t('billing.addTrial.newTotal'), total ?? '–'],
  ] as const;
  return (
    <ConfirmDialog
      open={open}
      title={t('billing.addTrial.title')}
      description={t('billing.addTrial.description', { count: adding })}
      confirmLabel={t('billing.addTrial.confirm', { count: adding })}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="grid grid-cols-3 gap-2 text-center">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-ink-muted">{term}</dt>
            <dd className="mt-1 text-base font-bold text-ink tabular-nums sm:text-lg">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Notice tone="info" live={false} className="mt-4">
        {charge && total
          ? t('billing.addTrial.firstCharge', { total, date: formatLongDate(charge.date) })
          : t('billing.addTrial.nothingNow')}
      </Notice>
    </ConfirmDialog>
  );
}
