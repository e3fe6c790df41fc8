import { useId } from 'react';
import type { SubscriptionDetails } from '../../../shared/billing';
import { usagePercent } from '../../../shared/text';
import { ProgressBar } from '../../components/ui/progress-bar';

/** Spec §2 Card Vault header: slots used of total, a percentage bar, two tiles (usage rule §9). */
export function CardVaultHeader({ details }: { details: SubscriptionDetails }) {
  const headingId = useId();
  const barLabelId = useId();
  const allocated = details.card_allocation;
  const created = details.current_card_count;
  const available = Math.max(0, allocated - created);
  const percent = usagePercent(created, allocated);
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 via-brand-700 to-violet-700 p-6 text-white shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
            Card Vault
          </h2>
          <p id={barLabelId} className="mt-1 text-brand-100">
            {`${created} of ${allocated} slots used`}
          </p>
        </div>
        <p className="text-4xl font-extrabold tabular-nums" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <ProgressBar percent={percent} labelledBy={barLabelId} tone="inverse" className="mt-4 h-3" />
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        <div className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
          <dt className="text-sm text-brand-100">Cards Created</dt>
          <dd className="mt-1 text-3xl font-extrabold tabular-nums">{created}</dd>
        </div>
        <div className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
          <dt className="text-sm text-brand-100">Available Slots</dt>
          <dd className="mt-1 text-3xl font-extrabold tabular-nums">{available}</dd>
        </div>
      </dl>
    </section>
  );
}
