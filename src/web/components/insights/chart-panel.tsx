import { useId, useState, type ReactNode } from 'react';
import { BarChart3, Table2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { formatCount } from '../../lib/insights';
import { Button } from '../ui/button';

/**
 * A titled chart with its table. The chart is a picture for the eye only; the table says the same
 * to a screen reader all the time (visually hidden while the chart shows), and the `Table` button
 * (`Show as table`) puts it on screen for anyone who prefers the numbers.
 */
export function ChartPanel({
  title,
  description,
  chart,
  table,
  empty,
  className,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Said instead of the chart and the table when there is nothing to show. */
  empty?: string | null;
  className?: string;
}) {
  const t = useT();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-ink-muted">{description}</p> : null}
        </div>
        {empty ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={t(asTable ? 'insights.panel.showChart' : 'insights.panel.showTable')}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? (
              <BarChart3 aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Table2 aria-hidden="true" className="h-4 w-4" />
            )}
            {t(asTable ? 'insights.panel.chart' : 'insights.panel.table')}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="mt-4 text-sm text-ink-muted">{empty}</p>
      ) : (
        <>
          {asTable ? null : (
            <div aria-hidden="true" data-testid="chart" className="mt-4">
              {chart}
            </div>
          )}
          {asTable ? (
            <div
              role="region"
              aria-label={t('insights.panel.asTable', { title })}
              tabIndex={0}
              className="mt-4 max-h-96 overflow-auto rounded-xl border border-slate-200"
            >
              {table}
            </div>
          ) : (
            <div className="sr-only">{table}</div>
          )}
        </>
      )}
    </section>
  );
}

/** A chart's figures as a table: a caption, a heading per column, a name per row. */
export function DataTable({
  caption,
  columns,
  rows,
  nowrapNames = false,
}: {
  caption: string;
  /** The first column names each row; the others hold numbers. */
  columns: readonly string[];
  rows: readonly (readonly [string, ...number[]])[];
  /** Names kept on one line (dates); others (host names) wrap anywhere. */
  nowrapNames?: boolean;
}) {
  return (
    <table className="w-full border-collapse text-start text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-slate-50">
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn(
                'border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
                index > 0 && 'text-end',
              )}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...values]) => (
          <tr key={String(name)} className="border-b border-slate-100 last:border-0">
            <th
              scope="row"
              className={cn(
                'px-3 py-2 font-medium text-ink',
                nowrapNames ? 'whitespace-nowrap' : 'wrap-anywhere',
              )}
            >
              {/* A host name reads left to right inside right-to-left text. */}
              <bdi>{name}</bdi>
            </th>
            {values.map((value, index) => (
              <td key={index} className="px-3 py-2 text-end text-slate-800 tabular-nums">
                {formatCount(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
