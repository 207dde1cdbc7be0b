import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';

type DayKey = 'thursday' | 'friday' | 'saturday';
const DAYS: DayKey[] = ['thursday', 'friday', 'saturday'];

/** The weekend days with their own working hours, for the schedule dropdown; days without hours are left out. */
export function scheduleDays(bottom: ActivityDetail['bottom']): { day: DayKey; hours: string }[] {
  return DAYS.flatMap((day) => {
    const hours = bottom[`${day}WorkingHours`];
    return hours && hours.trim() ? [{ day, hours: hours.trim() }] : [];
  });
}

/** A dropdown of Thursday, Friday and Saturday showing the chosen day's working hours beside it. */
export function ScheduleSelect({ bottom }: { bottom: ActivityDetail['bottom'] }) {
  const { t } = useTranslation('activity');
  const id = useId();
  const days = scheduleDays(bottom);
  const [chosen, setChosen] = useState<DayKey | undefined>(days[0]?.day);
  if (days.length === 0) return null;
  const current = days.find((d) => d.day === chosen) ?? days[0]!;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="sr-only">
        {t('whenWhere.scheduleSelect')}
      </label>
      <select
        id={id}
        value={current.day}
        onChange={(event) => setChosen(event.target.value as DayKey)}
        className="rounded-lg border border-slate-300 bg-white py-2 pe-8 ps-3 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {days.map(({ day }) => (
          <option key={day} value={day}>
            {t(`whenWhere.${day}`)}
          </option>
        ))}
      </select>
      <span className="text-sm text-slate-700" aria-live="polite">
        {current.hours}
      </span>
    </div>
  );
}
