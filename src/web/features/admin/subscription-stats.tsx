import type { SubscriptionStats } from '../../../shared/admin';
import { statusDisplay } from '../../lib/subscription-status';
import { formatMoney } from '../../lib/format';

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
  return (
    <section aria-label="Subscription figures">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="Subscriptions" value={String(stats.total)} />
        {STATUSES.map((status) => (
          <Tile
            key={status}
            label={statusDisplay(status).label}
            value={String(stats.byStatus[status])}
          />
        ))}
        <Tile
          label="Cards allocated"
          value={String(stats.cardsAllocated)}
          note="Trial, active and past due"
        />
        <Tile
          label="Annual recurring revenue"
          value={formatMoney(stats.annualRecurringRevenue, stats.currency)}
          note={`${formatMoney(stats.unitPrice, stats.currency)} per card per year`}
          wide
        />
      </dl>
    </section>
  );
}
