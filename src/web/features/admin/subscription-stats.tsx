import type { SubscriptionStats } from '../../../shared/admin';
import { formatMoney, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';

function Tile({
  label,
  value,
  note,
  wide = false,
}: {
  label: string;
  value: string;
  note?: string;
  wide?: boolean;
}) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-xs ${wide ? 'col-span-2' : ''}`}
    >
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-ink">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-ink-muted">{note}</dd> : null}
    </div>
  );
}

const STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** The Subscriptions screen's figures: counts by status, cards allocated and yearly revenue. */
export function SubscriptionStatsTiles({ stats }: { stats: SubscriptionStats }) {
  const t = useT();
  return (
    <section aria-label={t('admin.stats.label')}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label={t('admin.stats.total')} value={formatNumber(stats.total)} />
        {STATUSES.map((status) => (
          <Tile
            key={status}
            label={t(`admin.status.${status}`)}
            value={formatNumber(stats.byStatus[status])}
          />
        ))}
        <Tile
          label={t('admin.stats.allocated')}
          value={formatNumber(stats.cardsAllocated)}
          note={t('admin.stats.allocatedNote')}
        />
        <Tile
          label={t('admin.stats.revenue')}
          value={formatMoney(stats.annualRecurringRevenue, stats.currency)}
          note={t('admin.stats.perCard', { price: formatMoney(stats.unitPrice, stats.currency) })}
          wide
        />
      </dl>
    </section>
  );
}
