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
import { useIntl } from 'react-intl';
import type { AnalyticsDay } from '../../../shared/analytics';
import { directionOf, languageOr } from '../../../shared/i18n/languages';
import { useT } from '../../lib/i18n/use-t';
import { formatCount, formatDay, formatLongDay } from '../../lib/insights';
import { breakdownChartHeight, DAILY_CHART_HEIGHT } from './chart-sizes';

/**
 * The charting library's part of Insights (docs/decisions/0016-charting-library.md), loaded only
 * by the pages that draw charts. Colours are the theme's: the brand for views and bars, ink for
 * the unique-visitor line, which is dashed as well so colour is never the only difference. The
 * charts are pictures for the eye (their tables speak for them), so the library's keyboard layer
 * is off: nothing focusable sits inside a part hidden from screen readers.
 *
 * Right to left (Arabic, Hebrew) the charts are mirrored: time runs from right to left with the
 * counts' axis on the right, and the bars of a breakdown grow leftwards from the right edge, each
 * name above its bar's start and its count past its end.
 */

/** Whether the active language reads right to left. */
const useRtl = () => directionOf(languageOr(useIntl().locale)) === 'rtl';

const BRAND = 'var(--color-brand-700)';
const INK = 'var(--color-ink)';
const MUTED = 'var(--color-ink-muted)';
const GRID = 'var(--color-slate-200)';
const TICK = { fill: MUTED, fontSize: 12 };
/**
 * Counts are written left to right whatever the page's direction, so the side recharts anchors
 * them on ('end' before a bar, 'start' after an axis) is the side they are drawn on.
 */
const COUNT_TICK = { ...TICK, direction: 'ltr' } as const;

const tooltipStyle = {
  borderRadius: 12,
  border: '1px solid var(--color-slate-200)',
  fontSize: 13,
  color: INK,
};

/** Views as bars and unique visitors as a dashed line, one point a day. */
export function DailyChart({ daily }: { daily: readonly AnalyticsDay[] }) {
  const t = useT();
  const rtl = useRtl();
  return (
    <ResponsiveContainer width="100%" height={DAILY_CHART_HEIGHT}>
      <ComposedChart
        data={daily}
        // SVG has no logical sides: the margin beside the counts' axis swaps with it.
        margin={
          rtl
            ? { top: 8, right: -12, bottom: 0, left: 8 }
            : { top: 8, right: 8, bottom: 0, left: -12 }
        }
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
          reversed={rtl}
        />
        <YAxis
          allowDecimals={false}
          tick={COUNT_TICK}
          tickFormatter={(value) => formatCount(Number(value))}
          tickLine={false}
          axisLine={false}
          width={48}
          orientation={rtl ? 'right' : 'left'}
        />
        <Tooltip
          labelFormatter={(date) => formatLongDay(String(date))}
          formatter={(value) => formatCount(Number(value))}
          contentStyle={tooltipStyle}
          cursor={{ fill: 'var(--color-brand-50)' }}
        />
        <Bar
          dataKey="views"
          name={t('insights.figure.views')}
          fill={BRAND}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        <Line
          dataKey="uniqueVisitors"
          name={t('insights.figure.uniqueVisitors')}
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
  width?: number | string;
  value?: unknown;
}

/**
 * The row's name above its bar's start (the left end, or the right one right to left), so names
 * have the panel's whole width. The text inherits the page's direction, so `start` is its
 * reading start either way.
 */
function nameAboveStart(rtl: boolean) {
  return function NameAbove({ x, y, width, value }: BarLabelProps) {
    const left = Number(x);
    const right = left + Number(width ?? 0);
    return (
      <text
        x={rtl ? Math.max(left, right) : Math.min(left, right)}
        y={Number(y) - 6}
        fill={INK}
        fontSize={13}
        textAnchor="start"
      >
        {shortName(String(value))}
      </text>
    );
  };
}

const NAME_ABOVE = { ltr: nameAboveStart(false), rtl: nameAboveStart(true) };

/** One bar per row with its name above and its count at its end, most first. */
export function BreakdownChart({ rows }: { rows: readonly { label: string; count: number }[] }) {
  const rtl = useRtl();
  return (
    <ResponsiveContainer width="100%" height={breakdownChartHeight(rows.length)}>
      <BarChart
        data={rows}
        layout="vertical"
        // Bars grow along the line with the count past their end: room for it on that side.
        margin={
          rtl
            ? { top: 18, right: 0, bottom: 0, left: 48 }
            : { top: 18, right: 48, bottom: 0, left: 0 }
        }
        barCategoryGap={0}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide allowDecimals={false} reversed={rtl} />
        <YAxis type="category" dataKey="label" hide />
        <Bar
          dataKey="count"
          fill={BRAND}
          barSize={12}
          radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]}
          minPointSize={2}
          isAnimationActive={false}
        >
          <LabelList dataKey="label" content={NAME_ABOVE[rtl ? 'rtl' : 'ltr']} />
          <LabelList
            dataKey="count"
            // A reversed axis draws bars with a negative width: 'right' is past the bar's end
            // either way.
            position="right"
            formatter={(value) => formatCount(Number(value))}
            style={{ fill: INK, fontSize: 12, fontWeight: 600, direction: 'ltr' }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
