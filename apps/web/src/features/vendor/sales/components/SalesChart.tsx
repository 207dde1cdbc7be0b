import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { HostDashboard } from '@weekends/shared';
import { formatAed, formatCompact, formatDayMonth } from '../../../../lib/format/index.ts';

/**
 * The weekly sales bars (recharts, loaded on its own so the cards and the table do not wait for it). Screen readers
 * get the same figures from the table next to it, so the drawing itself is hidden from them.
 */
export default function SalesChart({ weeks }: { weeks: HostDashboard['weeks'] }) {
  const { t } = useTranslation('vendor');
  const data = weeks.map((week) => ({ week: formatDayMonth(week.weekStart), amount: week.amount, items: week.items }));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="week"
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={48}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickFormatter={(fils: number) => formatCompact(fils / 100)}
          />
          <Tooltip
            cursor={{ fill: '#f0fdfa' }}
            formatter={(value) => [formatAed(Number(value)), t('sales.bookings.chart.amount')]}
            labelFormatter={(label) => `${t('sales.bookings.chart.week')} ${String(label)}`}
          />
          {/* No grow animation: the figures matter, and a half-drawn chart reads as wrong numbers. */}
          <Bar dataKey="amount" fill="#0f766e" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
