import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PageType } from '@weekends/shared/vitals';
import { PAGE_COLOURS, type VitalsChartRow } from './vitalsFigures.ts';

export interface VitalsChartProps {
  rows: VitalsChartRow[];
  pages: PageType[];
  /** Where good ends, in the metric's unit, drawn as a dashed line. */
  good: number;
  /** What the chart shows, for a screen reader: the drawing itself says nothing to one. */
  label: string;
  pageName: (page: PageType) => string;
  dayLabel: (day: string) => string;
  axisValue: (value: number) => string;
  value: (value: number) => string;
}

/**
 * One Core Web Vital's p75 per day, a line per kind of page (recharts, loaded on its own), with the good threshold
 * dashed. An image to assistive technology, named by `label`; the figures are in the section's tables.
 */
export default function VitalsChart({
  rows,
  pages,
  good,
  label,
  pageName,
  dayLabel,
  axisValue,
  value,
}: VitalsChartProps) {
  return (
    // Left to right in both languages, as the overview's charts: days run forward, and SVG labels anchor as drawn.
    <div role="img" aria-label={label} dir="ltr" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="day"
            tickFormatter={dayLabel}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={44}
            domain={[0, 'auto']}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickFormatter={axisValue}
          />
          <ReferenceLine y={good} stroke="#16a34a" strokeDasharray="6 4" strokeWidth={1.5} ifOverflow="extendDomain" />
          <Tooltip
            labelFormatter={(day) => dayLabel(String(day))}
            formatter={(figure, page) => [value(Number(figure)), pageName(page as PageType)]}
          />
          {pages.map((page) => (
            <Line
              key={page}
              dataKey={page}
              type="monotone"
              stroke={PAGE_COLOURS[page]}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
