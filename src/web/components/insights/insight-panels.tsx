import type { AnalyticsDay } from '../../../shared/analytics';
import { formatLongDay } from '../../lib/insights';
import { ChartPanel, DataTable } from './chart-panel';
import { BreakdownChart, DailyChart } from './lazy-charts';

/** The most bars a breakdown draws; the rest are summed as one, and the table lists them all. */
const MAX_BARS = 8;

/** Views and unique visitors a day over the range, with every figure of each day in the table. */
export function DailyPanel({ daily, range }: { daily: readonly AnalyticsDay[]; range: string }) {
  return (
    <ChartPanel
      title="Views per day"
      description={`Views and unique visitors, last ${range} (UTC days)`}
      chart={
        <>
          <DailyChart daily={daily} />
          <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-ink">
            <li className="flex items-center gap-2">
              <span className="h-3 w-3 rounded-xs bg-brand-700" />
              Views
            </li>
            <li className="flex items-center gap-2">
              <span className="w-6 border-t-2 border-dashed border-ink" />
              Unique visitors
            </li>
          </ul>
        </>
      }
      table={
        <DataTable
          caption={`Views per day, last ${range}`}
          nowrapNames
          columns={['Day', 'Views', 'Unique visitors', 'QR scans', 'Contacts saved', 'Link clicks']}
          rows={[...daily]
            .reverse()
            .map((day) => [
              formatLongDay(day.date),
              day.views,
              day.uniqueVisitors,
              day.scans,
              day.saves,
              day.clicks,
            ])}
        />
      }
    />
  );
}

/** A count per kind (source, link, device) as bars, most first, and as a table. */
export function BreakdownPanel({
  title,
  column,
  rows,
  empty,
  range,
}: {
  title: string;
  /** What the first column of the table holds ("Source"). */
  column: string;
  rows: readonly { label: string; count: number }[];
  empty: string;
  range: string;
}) {
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  const bars =
    sorted.length <= MAX_BARS
      ? sorted
      : [
          ...sorted.slice(0, MAX_BARS - 1),
          {
            label: 'All others',
            count: sorted.slice(MAX_BARS - 1).reduce((sum, row) => sum + row.count, 0),
          },
        ];
  return (
    <ChartPanel
      title={title}
      empty={sorted.length === 0 ? empty : null}
      chart={<BreakdownChart rows={bars} />}
      table={
        <DataTable
          caption={`${title}, last ${range}`}
          columns={[column, 'Count']}
          rows={sorted.map((row) => [row.label, row.count])}
        />
      }
    />
  );
}
