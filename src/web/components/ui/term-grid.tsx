import type { ReactNode } from 'react';

/** A term and its value, as one row of a {@link TermGrid}. */
type TermRow = readonly [term: string, value: ReactNode];

/** Terms and their values in two columns from the small breakpoint up, one under the other on phones. */
export function TermGrid({ rows }: { rows: readonly TermRow[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="border-b border-slate-100 pb-3">
          <dt className="text-sm text-ink-muted">{term}</dt>
          <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
