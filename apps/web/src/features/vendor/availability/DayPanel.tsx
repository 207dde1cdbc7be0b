import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostCalendarDay } from '@weekends/shared/host-calendar';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { formatCalendarDay } from '../../../lib/format/index.ts';
import { useSetDayPlaces, type DayChange } from './api.ts';
import { PlacesFigures } from './PlacesFigures.tsx';
import { PlacesForm } from './PlacesForm.tsx';

const secondaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * One day of the calendar: its figures, and for a host who may manage activities its own places (or back to the
 * default) and closing or reopening it. Places already sold or held stay taken whatever is set here.
 */
export function DayPanel({
  activityId,
  day,
  defaultPlaces,
  canManage,
}: {
  activityId: number;
  day: HostCalendarDay;
  defaultPlaces: number;
  canManage: boolean;
}) {
  const { t } = useTranslation('vendor');
  const change = useSetDayPlaces(activityId);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const date = formatCalendarDay(day.date);

  const send = (next: DayChange, done: string) => {
    setResult(null);
    change.mutate(
      { date: day.date, change: next },
      {
        onSuccess: () => setResult({ tone: 'success', message: done }),
        onError: (error) => setResult({ tone: 'error', message: applyApiError(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="availability-day" className="space-y-4">
      <h3 id="availability-day" className="text-base font-semibold text-slate-900">
        {date}
      </h3>
      <PlacesFigures label={t('availability.day.figures', { date })} figures={day} />
      {canManage && (
        <div className="space-y-4 border-t border-slate-200 pt-4">
          <PlacesForm
            key={`${day.date}:${day.places}`}
            label={t('availability.day.setPlaces')}
            hint={t('availability.day.taken')}
            value={day.places}
            submitLabel={t('availability.day.save')}
            pending={change.isPending}
            onSave={(places) => send({ places }, t('availability.day.savedPlaces', { date, count: places }))}
          />
          <div className="flex flex-wrap gap-2">
            {day.ownPlaces !== null && (
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => send({ places: null }, t('availability.day.savedDefault', { date }))}
                className={`${secondaryButton} border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800`}
              >
                {t('availability.day.useDefault', { count: defaultPlaces })}
              </button>
            )}
            {day.closed ? (
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => send({ closed: false }, t('availability.day.reopenedDone', { date }))}
                className={`${secondaryButton} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
              >
                {t('availability.day.reopen')}
              </button>
            ) : (
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => send({ closed: true }, t('availability.day.closedDone', { date }))}
                className={`${secondaryButton} border-red-300 bg-white text-red-700 hover:border-red-500 hover:bg-red-50`}
              >
                {t('availability.day.close')}
              </button>
            )}
          </div>
          {result && <FormAlert tone={result.tone}>{result.message}</FormAlert>}
        </div>
      )}
    </section>
  );
}
