import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Overview } from '@weekends/shared/admin-overview';
import { formatAed, formatCompact, formatCount } from '../../../lib/format/index.ts';
import { pointLabel } from './ranges.ts';

export type OverviewMetric = 'revenue' | 'bookings' | 'newCustomers';

const COLOURS: Record<OverviewMetric, string> = { revenue: '#0f766e', bookings: '#2563eb', newCustomers: '#d97706' };

/**
 * One figure over the range (recharts, loaded on its own so the cards and the tables do not wait for it): money as
 * bars, counts as a line. Screen readers get the same figures from the table beside it, so the drawing is hidden.
 */
export default function OverviewChart({
  overview,
  metric,
  label,
}: {
  overview: Overview;
  metric: OverviewMetric;
  label: string;
}) {
  const data = overview.series.map((point) => ({
    label: pointLabel(point.start, overview.interval),
    value: point[metric],
  }));
  const money = metric === 'revenue';
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={false}
        tick={{ fontSize: 12, fill: '#64748b' }}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis
        tickLine={false}
        axisLine={false}
        width={48}
        allowDecimals={false}
        tick={{ fontSize: 12, fill: '#64748b' }}
        tickFormatter={(value: number) => (money ? formatCompact(value / 100) : formatCompact(value))}
      />
      <Tooltip
        cursor={{ fill: '#f8fafc' }}
        formatter={(value) => [money ? formatAed(Number(value)) : formatCount(Number(value)), label]}
      />
    </>
  );
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {money ? (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {axes}
            {/* No grow animation: a half-drawn chart reads as wrong numbers. */}
            <Bar
              dataKey="value"
              fill={COLOURS[metric]}
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
              isAnimationActive={false}
            />
          </BarChart>
        ) : (
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {axes}
            <Line
              dataKey="value"
              type="monotone"
              stroke={COLOURS[metric]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
