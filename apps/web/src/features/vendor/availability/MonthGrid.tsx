import { useTranslation } from 'react-i18next';
import type { HostCalendarDay } from '@weekends/shared/host-calendar';
import { formatCalendarDay } from '../../../lib/format/index.ts';
import { monthWeeks, weekdayNames } from './month.ts';

interface Props {
  month: string;
  /** The month's bookable days with their figures; every other day of the month is shown but cannot be chosen. */
  days: readonly HostCalendarDay[];
  selected: string | null;
  onSelect: (date: string) => void;
  /** The month's figures are still loading (the cells show no figures yet). */
  busy: boolean;
  caption: string;
}

function tone(day: HostCalendarDay): string {
  if (day.closed) return 'border-slate-300 bg-slate-100 text-slate-600';
  if (day.left === 0) return 'border-amber-300 bg-amber-50 text-amber-900';
  return 'border-emerald-200 bg-emerald-50 text-emerald-900 hover:border-emerald-500';
}

/**
 * A month of the host's calendar, Monday first: each bookable day is a button showing what is left (or Closed), and
 * on wide screens what is sold and held too; the full figures are in its label and in the day panel.
 */
export function MonthGrid({ month, days, selected, onSelect, busy, caption }: Props) {
  const { t, i18n } = useTranslation('vendor');
  const byDate = new Map(days.map((day) => [day.date, day]));
  const names = weekdayNames(i18n.language);

  return (
    <table className="w-full table-fixed border-separate border-spacing-1" aria-busy={busy || undefined}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {names.map((name) => (
            <th
              key={name.long}
              scope="col"
              abbr={name.long}
              className="pb-1 text-center text-xs font-semibold text-slate-500"
            >
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) => {
              if (!date) return <td key={`empty-${column}`} />;
              const dayNumber = Number(date.slice(8));
              const day = byDate.get(date);
              if (!day) {
                return (
                  <td
                    key={date}
                    className="h-14 rounded-lg border border-dashed border-slate-200 text-center align-top text-sm text-slate-500 lg:h-20"
                  >
                    <span className="block pt-1.5">{dayNumber}</span>
                  </td>
                );
              }
              const label = day.closed
                ? t('availability.cell.labelClosed', { date: formatCalendarDay(date), sold: day.sold, held: day.held })
                : t('availability.cell.label', {
                    date: formatCalendarDay(date),
                    places: day.places,
                    sold: day.sold,
                    held: day.held,
                    left: day.left,
                  });
              return (
                <td key={date} className="h-14 p-0 lg:h-20">
                  <button
                    type="button"
                    aria-pressed={selected === date}
                    onClick={() => onSelect(date)}
                    className={`relative flex h-full w-full flex-col items-center justify-start gap-0.5 rounded-lg border px-0.5 pt-1.5 text-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${tone(day)} ${
                      selected === date ? 'ring-2 ring-brand-700 ring-offset-1' : ''
                    }`}
                  >
                    {/* The name read out is the whole day's figures; what shows is a short form of it. */}
                    <span className="sr-only">
                      {day.ownPlaces !== null ? `${label} (${t('availability.cell.own')})` : label}
                    </span>
                    {day.ownPlaces !== null && (
                      <span aria-hidden="true" className="absolute end-1 top-1 size-1.5 rounded-full bg-brand-700" />
                    )}
                    <span aria-hidden="true" className="text-sm font-semibold">
                      {dayNumber}
                    </span>
                    <span
                      aria-hidden="true"
                      className="w-full truncate text-[10px] leading-tight font-medium sm:text-xs"
                    >
                      {day.closed
                        ? t('availability.cell.closed')
                        : day.left === 0
                          ? t('availability.cell.full')
                          : t('availability.cell.left', { count: day.left })}
                    </span>
                    <span
                      aria-hidden="true"
                      className="hidden w-full truncate text-xs leading-tight text-slate-600 lg:block"
                    >
                      {t('availability.cell.soldHeld', { sold: day.sold, held: day.held })}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the cells' colours and dot mean. */
export function MonthLegend() {
  const { t } = useTranslation('vendor');
  const item = 'inline-flex items-center gap-1.5';
  const swatch = 'inline-block size-3 rounded border';
  return (
    <ul aria-label={t('availability.month.legend')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600">
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} border-emerald-300 bg-emerald-50`} />
        {t('availability.month.legendOpen')}
      </li>
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} border-amber-300 bg-amber-50`} />
        {t('availability.month.legendFull')}
      </li>
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} border-slate-300 bg-slate-100`} />
        {t('availability.month.legendClosed')}
      </li>
      <li className={item}>
        <span aria-hidden="true" className="inline-block size-1.5 rounded-full bg-brand-700" />
        {t('availability.month.legendOwn')}
      </li>
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} border-dashed border-slate-300 bg-white`} />
        {t('availability.month.legendNone')}
      </li>
    </ul>
  );
}
