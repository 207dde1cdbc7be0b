import { addMonths } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './day-picker.css';
import { TIME_ZONE, type IdName } from '@weekends/shared';
import { isBookableDate } from '../../lib/bookableDate.ts';

/** How far ahead a customer may book; beyond that hosts have not planned their weekends. */
const BOOKING_HORIZON_MONTHS = 12;

export interface BookingCalendarProps {
  days: IdName[];
  today: Date;
  value: Date | undefined;
  onSelect: (date: Date | undefined) => void;
}

/** The calendar itself, in Dubai time: only the activity's weekend days from today on can be picked. */
export default function BookingCalendar({ days, today, value, onSelect }: BookingCalendarProps) {
  return (
    <DayPicker
      className="weekends-calendar"
      mode="single"
      timeZone={TIME_ZONE}
      today={today}
      selected={value}
      defaultMonth={value ?? today}
      startMonth={today}
      endMonth={addMonths(today, BOOKING_HORIZON_MONTHS)}
      disabled={(date) => !isBookableDate(date, days, today)}
      onSelect={onSelect}
      autoFocus
    />
  );
}
