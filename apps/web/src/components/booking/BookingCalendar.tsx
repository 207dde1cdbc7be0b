import { startOfMonth } from 'date-fns';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './day-picker.css';
import { TIME_ZONE, type IdName } from '@weekends/shared';
import { useFullDays } from '../../lib/availability.ts';
import { isBookableDate, lastBookableDay } from '../../lib/bookableDate.ts';
import { dubaiIsoDay } from '../../lib/format/index.ts';

export interface BookingCalendarProps {
  days: IdName[];
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
  const [month, setMonth] = useState<Date>(() => startOfMonth(value ?? today));
  const { from, to } = monthRange(month);
  const { fullDays, isLoading } = useFullDays(activityId, from, to);

  return (
    <div aria-busy={isLoading || undefined}>
      <DayPicker
        className="weekends-calendar"
        mode="single"
        // Pressing the chosen day again keeps it (and closes the calendar) rather than clearing the field.
        required
        timeZone={TIME_ZONE}
        today={today}
        selected={value}
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        endMonth={lastBookableDay(today)}
        disabled={(date) => !isBookableDate(date, days, today) || fullDays.has(dubaiIsoDay(date))}
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
