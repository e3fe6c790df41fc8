import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useIntl } from 'react-intl';
import { percentText, ProgressBar } from './progress-bar';

interface UsagePanelProps {
  title: string;
  /** Under the title (when a trial ends). */
  subtitle?: ReactNode;
  /** Beside the title (the subscription's status). */
  badge?: ReactNode;
  /** The words that name the bar: 'Used 3 of 5 cards'. */
  usageText: string;
  percent: number;
  /** The figures under the bar, each a label and a number. */
  tiles: readonly (readonly [string, number])[];
}

// Whole class names, so Tailwind finds them.
const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

/** A panel on the brand's colours: its title (naming the region), a subtitle and a badge, then its body. */
export function BrandPanel({
  title,
  subtitle,
  badge,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 via-brand-700 to-violet-700 p-6 text-white shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
            {title}
          </h2>
          {subtitle ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-100">{subtitle}</p>
          ) : null}
        </div>
        {badge}
      </div>
      {children}
    </section>
  );
}

/** How much of the card allocation is used: a bar and the figures, on the brand's colours. */
export function UsagePanel({ title, subtitle, badge, usageText, percent, tiles }: UsagePanelProps) {
  const intl = useIntl();
  const barLabelId = useId();
  return (
    <BrandPanel title={title} subtitle={subtitle} badge={badge}>
      <div className="mt-5 flex items-end justify-between gap-4">
        <p id={barLabelId} className="text-brand-50">
          {usageText}
        </p>
        <p className="text-3xl font-extrabold tabular-nums" aria-hidden="true">
          {percentText(intl, percent)}
        </p>
      </div>
      <ProgressBar percent={percent} labelledBy={barLabelId} tone="inverse" className="mt-3 h-3" />
      <dl
        className={cn(
          'mt-6 grid gap-2 sm:gap-4',
          COLUMNS[tiles.length as keyof typeof COLUMNS] ?? 'grid-cols-3',
        )}
      >
        {tiles.map(([term, value]) => (
          <div key={term} className="rounded-2xl bg-white/10 p-3 ring-1 ring-white/15 sm:p-4">
            <dt className="text-xs text-brand-100 sm:text-sm">{term}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </BrandPanel>
  );
}
