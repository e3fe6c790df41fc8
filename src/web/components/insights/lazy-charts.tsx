import { lazy, Suspense, type ComponentProps } from 'react';
import { breakdownChartHeight, DAILY_CHART_HEIGHT } from './chart-sizes';

// The charting library is its own chunk, fetched by the pages that draw charts and by no other
// (docs/decisions/0016-charting-library.md).
const loadCharts = () => import('./charts');

const DailyChartImpl = lazy(async () => ({ default: (await loadCharts()).DailyChart }));
const BreakdownChartImpl = lazy(async () => ({ default: (await loadCharts()).BreakdownChart }));

/** Keeps the chart's room while the library loads, so nothing below jumps. */
const Placeholder = ({ height }: { height: number }) => (
  <div className="animate-pulse rounded-xl bg-slate-100" style={{ height }} />
);

export function DailyChart(props: ComponentProps<typeof DailyChartImpl>) {
  return (
    <Suspense fallback={<Placeholder height={DAILY_CHART_HEIGHT} />}>
      <DailyChartImpl {...props} />
    </Suspense>
  );
}

export function BreakdownChart(props: ComponentProps<typeof BreakdownChartImpl>) {
  return (
    <Suspense fallback={<Placeholder height={breakdownChartHeight(props.rows.length)} />}>
      <BreakdownChartImpl {...props} />
    </Suspense>
  );
}
