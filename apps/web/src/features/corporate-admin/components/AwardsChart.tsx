import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { CorporateDashboard } from '@weekends/shared';
import { formatAed, formatTinyMonth } from '../../../lib/format/index.ts';

/**
 * Awards per month as bars (recharts, loaded on its own so the figures do not wait for it). Screen readers get the
 * same figures from the table beside it, so the drawing is hidden from them.
 */
export default function AwardsChart({ months }: { months: CorporateDashboard['awardsByMonth'] }) {
  const { t } = useTranslation('corporateAdmin');
  const data = months.map((m) => ({ month: formatTinyMonth(m.month), awards: m.awards, amount: m.amount }));
  return (
    <div aria-hidden="true" className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="month"
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={32}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
          />
          <Tooltip
            cursor={{ fill: '#f0fdfa' }}
            formatter={(value, _name, item) => [
              `${String(value)} · ${formatAed(Number((item.payload as { amount: number }).amount))}`,
              t('chart.awards'),
            ]}
          />
          {/* No grow animation: a half-drawn chart reads as wrong numbers. */}
          <Bar dataKey="awards" fill="#0f766e" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
