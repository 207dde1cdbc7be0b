import './i18n.ts';
import * as Popover from '@radix-ui/react-popover';
import { Suspense, useId, useMemo, useState, useTransition } from 'react';
import { lazy } from '../../lib/lazy.ts';
import { useTranslation } from 'react-i18next';
import { WEEKEND_DAYS, type Day } from '@weekends/shared';
import { formatDubaiWeekdayDay, formatList, weekdayName } from '../../lib/format/index.ts';
import { todayInDubai } from '../../lib/dubaiToday.ts';
import { bookableWeekdays } from '../../lib/bookableDate.ts';
import { CalendarIcon, ChevronDownIcon } from './icons.tsx';

// The calendar is only needed once the field is opened, so its code stays out of the page's first load.
const loadCalendar = () => import('./BookingCalendar.tsx');
const BookingCalendar = lazy(loadCalendar);

interface Props {
  days: Day[];
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** The activity whose full and closed days are refused; null leaves only the weekday rules. */
  activityId: number | null;
  /** The message shown when booking was tried without a date. */
  error?: string;
}

/**
 * A date field that opens a calendar where only the activity's weekend days from today on, with places left, can be
 * picked. The activity page's booking form and the cart's edit pop-up both use it.
 */
export function BookingDatePicker({ days, value, onChange, activityId, error }: Props) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const [opening, startOpening] = useTransition();
  const id = useId();
  // Computed once per mount: a visitor keeping the page open past midnight still sees a sensible calendar.
  const today = useMemo(() => todayInDubai(), []);
  const dayNames = formatList(
    WEEKEND_DAYS.filter((d) => bookableWeekdays(days).includes(d.weekday)).map((d) => weekdayName(d.weekday).long),
    { kind: 'plain' },
  );

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-slate-800">
        {t('date')}
      </p>
      {/* Opening draws the month (42 days) and places the popover: as a transition, so the tap's own frame, the field
          already marked as opening, is painted at once and the calendar follows in its own task (the first tap's
          time to the next frame was 170-210 ms at a phone's speed, most of it this render). */}
      <Popover.Root open={open} onOpenChange={(next) => startOpening(() => setOpen(next))}>
        <Popover.Trigger
          data-opening={opening ? '' : undefined}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className={`flex w-full items-center gap-3 rounded-xl border bg-white px-3.5 py-2.5 text-start text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            error ? 'border-red-500 ring-2 ring-red-500/25' : 'border-slate-300 hover:border-brand-600'
          } data-opening:border-brand-600 data-[state=open]:border-brand-600`}
        >
          <CalendarIcon className="text-brand-700" />
          <span id={`${id}-value`} className={`flex-1 ${value ? 'font-semibold text-slate-900' : 'text-slate-500'}`}>
            {value ? formatDubaiWeekdayDay(value) : t('chooseDate')}
          </span>
          <ChevronDownIcon size={16} className="text-slate-500" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-label={t('calendarLabel')}
            className="z-[60] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
          >
            {/* The fallback holds the calendar's size so the popover does not jump when it arrives. */}
            <Suspense fallback={<div className="h-[330px] w-[296px]" aria-busy="true" />}>
              <BookingCalendar
                days={days}
                today={today}
                value={value}
                activityId={activityId}
                onSelect={(date) => {
                  onChange(date);
                  if (date) setOpen(false);
                }}
              />
            </Suspense>
            {activityId !== null && <p className="max-w-[296px] px-1 pt-1 text-xs text-slate-500">{t('fullHint')}</p>}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        dayNames && (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
            {t('dateHint', { days: dayNames })}
          </p>
        )
      )}
    </div>
  );
}
