import { startOfMonth } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { useState } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import 'react-day-picker/style.css';
import './day-picker.css';
import './calendarI18n.ts';
import { TIME_ZONE, type Day } from '@weekends/shared';
import { useFullDays } from '../../lib/availability.ts';
import { isBookableDate, lastBookableDay } from '../../lib/bookableDate.ts';
import { firstBookableDay } from '../../lib/firstBookableDay.ts';
import { dubaiIsoDay, formatDubaiWeekdayDay } from '../../lib/format/index.ts';
import { isArabic } from '../../lib/format/language.ts';

export interface BookingCalendarProps {
  days: Day[];
  today: Date;
  value: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** Whose places to ask for: the month on show loads its full and closed days, which cannot be picked. */
  activityId: number | null;
}

/**
 * The calendar itself, in Dubai time: only the activity's weekend days from today on, and of those only the days
 * that still have places (the availability of the month on show), can be picked. While a month's places load, or
 * if they cannot be loaded, the weekday rules alone apply: the server refuses a full day anyway.
 */
export default function BookingCalendar({ days, today, value, onSelect, activityId }: BookingCalendarProps) {
  const { t, i18n } = useTranslation('calendar');
  // It opens on the chosen day's month, or else on the month of the first day that can be picked.
  const [month, setMonth] = useState<Date>(() => startOfMonth(value ?? firstBookableDay(days, today) ?? today));
  const { from, to } = monthRange(month);
  const { fullDays, isLoading } = useFullDays(activityId, from, to);
  const arabic = isArabic(i18n.language);
  const isFull = (date: Date) => fullDays.has(dubaiIsoDay(date));

  // The buttons' and days' names are the catalogue's, the day written as every other date on the site; the month
  // and weekday names are date-fns's for the page's language (its Arabic keeps Western digits, as the site does).
  const labels: DayPickerProps['labels'] = {
    labelNav: () => t('monthNav'),
    labelPrevious: () => t('previousMonth'),
    labelNext: () => t('nextMonth'),
    labelDayButton: (date, modifiers) => {
      let label = formatDubaiWeekdayDay(date, { language: i18n.language });
      if (modifiers.today) label = t('today', { date: label });
      if (modifiers.full) label = t('full', { date: label });
      if (modifiers.selected) label = t('selected', { date: label });
      return label;
    },
  };

  return (
    <div aria-busy={isLoading || undefined}>
      <DayPicker
        className="weekends-calendar"
        mode="single"
        // Pressing the chosen day again keeps it (and closes the calendar) rather than clearing the field.
        required
        timeZone={TIME_ZONE}
        locale={arabic ? ar : undefined}
        dir={arabic ? 'rtl' : 'ltr'}
        // Sunday first in both languages (Arabic's locale starts on Saturday): the weekend days, Thursday to
        // Saturday, then sit together at the end of each week's row.
        weekStartsOn={0}
        labels={labels}
        today={today}
        selected={value}
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        endMonth={lastBookableDay(today)}
        modifiers={{ full: isFull }}
        disabled={(date) => !isBookableDate(date, days, today) || isFull(date)}
        onSelect={onSelect}
        autoFocus
      />
    </div>
  );
}

/** The first and last day (yyyy-MM-dd) of the Dubai month the calendar shows. */
function monthRange(month: Date): { from: string; to: string } {
  const [year, monthNumber] = dubaiIsoDay(month).split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const prefix = `${year}-${String(monthNumber).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}
