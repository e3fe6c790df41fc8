import type { AnalyticsDay } from '../../../shared/analytics';
import { useT } from '../../lib/i18n/use-t';
import { formatLongDay } from '../../lib/insights';
import { ChartPanel, DataTable } from './chart-panel';
import { BreakdownChart, DailyChart } from './lazy-charts';

/** The most bars a breakdown draws; the rest are summed as one, and the table lists them all. */
const MAX_BARS = 8;

/** Views and unique visitors a day over the range, with every figure of each day in the table. */
export function DailyPanel({ daily, range }: { daily: readonly AnalyticsDay[]; range: string }) {
  const t = useT();
  return (
    <ChartPanel
      title={t('insights.daily.title')}
      description={t('insights.daily.description', { range })}
      chart={
        <>
          <DailyChart daily={daily} />
          <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-ink">
            <li className="flex items-center gap-2">
              <span className="h-3 w-3 rounded-xs bg-brand-700" />
              {t('insights.figure.views')}
            </li>
            <li className="flex items-center gap-2">
              <span className="w-6 border-t-2 border-dashed border-ink" />
              {t('insights.figure.uniqueVisitors')}
            </li>
          </ul>
        </>
      }
      table={
        <DataTable
          caption={t('insights.daily.caption', { range })}
          nowrapNames
          columns={[
            t('insights.figure.day'),
            t('insights.figure.views'),
            t('insights.figure.uniqueVisitors'),
            t('insights.figure.scans'),
            t('insights.figure.saves'),
            t('insights.figure.clicks'),
          ]}
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
  const t = useT();
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  const bars =
    sorted.length <= MAX_BARS
      ? sorted
      : [
          ...sorted.slice(0, MAX_BARS - 1),
          {
            label: t('insights.breakdown.allOthers'),
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
          caption={t('insights.panel.lastRange', { title, range })}
          columns={[column, t('insights.figure.count')]}
          rows={sorted.map((row) => [row.label, row.count])}
        />
      }
    />
  );
}
