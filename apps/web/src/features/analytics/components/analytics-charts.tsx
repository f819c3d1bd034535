import { formatVnd, type SalesGroup } from '@shop/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { periodLabel } from '../lib/analytics-range';

/**
 * The analytics tab's charts, with Recharts. This module is loaded on its own (React.lazy from the
 * tab): Recharts never reaches a shopper, and the tab's figures show while it arrives.
 */

const PLUM = 'var(--color-plum-800)';
const WINE = 'var(--color-wine-500)';
const BLUSH = 'var(--color-blush-300)';
const GRID = 'var(--color-line)';
const TICK = { fill: 'var(--color-plum-500)', fontSize: 11 };

/** The x axis of a chart by day: short "3/7" labels, spaced so that they never overlap. */
const DAY_AXIS = {
  dataKey: 'date',
  tickFormatter: (d: string) => periodLabel(d, 'day'),
  tick: TICK,
  tickLine: false,
  axisLine: { stroke: GRID },
  minTickGap: 16,
} as const;

const compact = (language: string) =>
  new Intl.NumberFormat(language.startsWith('vi') ? 'vi-VN' : 'en-GB', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });

const tooltipStyle = {
  contentStyle: {
    borderRadius: 12,
    border: '1px solid var(--color-line)',
    background: 'var(--color-ivory-50)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--color-plum-800)', fontWeight: 600 },
};

interface ChartFrameProps {
  /** the chart's name, read by screen readers along with `summary` */
  label: string;
  summary: string;
  children: React.ReactElement;
  height?: number;
}

/** A chart with a name and a one-line summary for those who cannot see it. */
function ChartFrame({ label, summary, children, height = 260 }: ChartFrameProps) {
  return (
    <figure className="m-0 min-w-0" aria-label={label}>
      <div role="img" aria-label={`${label}. ${summary}`} style={{ height }} className="w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

export interface DailyRevenueChartProps {
  days: Array<{ date: string; revenue: number; orders: number }>;
  language: string;
  label: string;
  summary: string;
  revenueLabel: string;
  ordersLabel: string;
}

/** Revenue per day over the range (the daily series is zero-filled by the server). */
export function DailyRevenueChart({
  days,
  language,
  label,
  summary,
  revenueLabel,
  ordersLabel,
}: DailyRevenueChartProps) {
  const axis = compact(language);
  return (
    <ChartFrame label={label} summary={summary}>
      <LineChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis {...DAY_AXIS} />
        <YAxis
          tickFormatter={(v: number) => axis.format(v)}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={48}
        />
        <Tooltip
          {...tooltipStyle}
          formatter={(value, name) =>
            name === 'revenue' ? [formatVnd(Number(value), language), revenueLabel] : [value, ordersLabel]
          }
        />
        <Line
          type="monotone"
          dataKey="revenue"
          stroke={WINE}
          strokeWidth={2}
          dot={days.length <= 31 ? { r: 2.5, fill: WINE } : false}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

export type SalesMetric = 'revenue' | 'orders' | 'units';

export interface SalesChartProps {
  periods: Array<{ period: string; revenue: number; orders: number; units: number }>;
  groupBy: SalesGroup;
  metric: SalesMetric;
  language: string;
  label: string;
  summary: string;
  metricLabel: string;
}

/** Sales per day, week or month, as bars of the chosen measure. */
export function SalesChart({
  periods,
  groupBy,
  metric,
  language,
  label,
  summary,
  metricLabel,
}: SalesChartProps) {
  const axis = compact(language);
  return (
    <ChartFrame label={label} summary={summary}>
      <BarChart data={periods} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="period"
          tickFormatter={(p: string) => periodLabel(p, groupBy)}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          minTickGap={8}
        />
        <YAxis
          tickFormatter={(v: number) => axis.format(v)}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={48}
          allowDecimals={metric === 'revenue'}
        />
        <Tooltip
          {...tooltipStyle}
          cursor={{ fill: 'var(--color-blush-100)' }}
          formatter={(value) => [
            metric === 'revenue' ? formatVnd(Number(value), language) : String(value),
            metricLabel,
          ]}
        />
        <Bar
          dataKey={metric}
          fill={metric === 'revenue' ? PLUM : BLUSH}
          radius={[6, 6, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFrame>
  );
}

export interface ProductDailyChartProps {
  daily: Array<{ date: string; units: number; revenue: number }>;
  language: string;
  label: string;
  summary: string;
  unitsLabel: string;
  revenueLabel: string;
}

/** One product's units sold per day of the range. */
export function ProductDailyChart({
  daily,
  language,
  label,
  summary,
  unitsLabel,
  revenueLabel,
}: ProductDailyChartProps) {
  return (
    <ChartFrame label={label} summary={summary} height={200}>
      <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis {...DAY_AXIS} />
        <YAxis tick={TICK} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
        <Tooltip
          {...tooltipStyle}
          cursor={{ fill: 'var(--color-blush-100)' }}
          formatter={(value, name) =>
            name === 'revenue'
              ? [formatVnd(Number(value), language), revenueLabel]
              : [String(value), unitsLabel]
          }
        />
        <Bar dataKey="units" fill={WINE} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
