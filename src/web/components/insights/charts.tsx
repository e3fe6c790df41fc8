import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay } from '../../../shared/analytics';
import { formatCount, formatDay, formatLongDay } from '../../lib/insights';
import { breakdownChartHeight, DAILY_CHART_HEIGHT } from './chart-sizes';

/**
 * The charting library's part of Insights (docs/decisions/0016-charting-library.md), loaded only
 * by the pages that draw charts. Colours are the theme's: the brand for views and bars, ink for
 * the unique-visitor line, which is dashed as well so colour is never the only difference. The
 * charts are pictures for the eye (their tables speak for them), so the library's keyboard layer
 * is off: nothing focusable sits inside a part hidden from screen readers.
 */

const BRAND = 'var(--color-brand-700)';
const INK = 'var(--color-ink)';
const MUTED = 'var(--color-ink-muted)';
const GRID = 'var(--color-slate-200)';
const TICK = { fill: MUTED, fontSize: 12 };

const tooltipStyle = {
  borderRadius: 12,
  border: '1px solid var(--color-slate-200)',
  fontSize: 13,
  color: INK,
};

/** Views as bars and unique visitors as a dashed line, one point a day. */
export function DailyChart({ daily }: { daily: readonly AnalyticsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={DAILY_CHART_HEIGHT}>
      <ComposedChart
        data={daily}
        // Drawn in SVG, left to right; mirroring the charts is left to the right-to-left work.
        margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDay}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          labelFormatter={(date) => formatLongDay(String(date))}
          formatter={(value) => formatCount(Number(value))}
          contentStyle={tooltipStyle}
          cursor={{ fill: 'var(--color-brand-50)' }}
        />
        <Bar
          dataKey="views"
          name="Views"
          fill={BRAND}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        <Line
          dataKey="uniqueVisitors"
          name="Unique visitors"
          type="linear"
          stroke={INK}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Long host names are cut; the table beside the chart has them whole. */
const shortName = (name: string) => (name.length > 34 ? `${name.slice(0, 33)}…` : name);

interface BarLabelProps {
  x?: number | string;
  y?: number | string;
  value?: unknown;
}

/** The row's name above its bar, so names have the panel's whole width. */
function NameAbove({ x, y, value }: BarLabelProps) {
  return (
    <text x={Number(x)} y={Number(y) - 6} fill={INK} fontSize={13}>
      {shortName(String(value))}
    </text>
  );
}

/** One bar per row with its name above and its count at its end, most first. */
export function BreakdownChart({ rows }: { rows: readonly { label: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={breakdownChartHeight(rows.length)}>
      <BarChart
        data={rows}
        layout="vertical"
        // Bars grow to the right with the count past their end, in SVG: mirrored deliberately later.
        margin={{ top: 18, right: 48, bottom: 0, left: 0 }}
        barCategoryGap={0}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="label" hide />
        <Bar
          dataKey="count"
          fill={BRAND}
          barSize={12}
          radius={[0, 3, 3, 0]}
          minPointSize={2}
          isAnimationActive={false}
        >
          <LabelList dataKey="label" content={NameAbove} />
          <LabelList
            dataKey="count"
            position="right"
            formatter={(value) => formatCount(Number(value))}
            style={{ fill: INK, fontSize: 12, fontWeight: 600 }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
