import '../i18n.ts';
import './components/guest-list-print.css';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, dubaiDay, isRealDay } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { inputClass } from '../../../components/form/TextField.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatCalendarDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useHostActivities, useManifest } from './api.ts';
import { GuestTable } from './components/GuestTable.tsx';

const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

const dayButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

function GuestList({ activityId, day }: { activityId: number | null; day: string }) {
  const { t } = useTranslation('vendor');
  const manifest = useManifest(activityId, day);
  if (activityId === null) return <Note>{t('sales.manifest.pickActivity')}</Note>;
  if (manifest.isPending) return <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />;
  if (manifest.isError) {
    if (manifest.error instanceof ApiRequestError && (manifest.error.status === 404 || manifest.error.status === 400))
      return <Note>{t('sales.manifest.notFound')}</Note>;
    return (
      <LoadError title={t('sales.manifest.loadError')} error={manifest.error} onRetry={() => void manifest.refetch()} />
    );
  }
  const { data } = manifest;
  return (
    <section aria-labelledby="guest-list-heading">
      <h3 id="guest-list-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('sales.manifest.heading', { title: data.activity.title, day: formatCalendarDay(data.day) })}
      </h3>
      {data.guests.length === 0 ? <Note>{t('sales.manifest.empty')}</Note> : <GuestTable manifest={data} />}
    </section>
  );
}

/**
 * A day's guest list for one activity (/vendor/dashboard/bookings/manifest?activity=&day=): the choice lives in the
 * address, so a printed or shared list can be opened again. Days are Dubai calendar days; today by default.
 */
export function ManifestPage() {
  const { t } = useTranslation('vendor');
  usePageMeta(t('sales.manifest.title'));
  const ids = { activity: useId(), day: useId() };
  const [params, setParams] = useSearchParams();
  const activities = useHostActivities();

  const dayParam = params.get('day') ?? '';
  const day = isRealDay(dayParam) ? dayParam : dubaiDay();
  const chosen = Number(params.get('activity'));
  const list = activities.data?.items ?? [];
  // A host with a single activity has nothing to choose.
  const activityId = Number.isInteger(chosen) && chosen > 0 ? chosen : list.length === 1 ? list[0]!.id : null;

  const choose = (next: { activity?: number | null; day?: string }) => {
    const activity = next.activity === undefined ? activityId : next.activity;
    const query = new URLSearchParams();
    if (activity) query.set('activity', String(activity));
    query.set('day', next.day ?? day);
    setParams(query, { replace: true });
  };

  let body: ReactNode;
  if (activities.isPending) body = <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />;
  else if (activities.isError)
    body = (
      <LoadError
        title={t('sales.manifest.activitiesError')}
        error={activities.error}
        onRetry={() => void activities.refetch()}
      />
    );
  else if (list.length === 0) body = <Note>{t('sales.manifest.noActivities')}</Note>;
  else body = <GuestList activityId={activityId} day={day} />;

  return (
    <div data-guest-list className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{t('sales.manifest.title')}</h2>
          <p data-print-hide className="mt-1 max-w-2xl text-sm text-slate-600">
            {t('sales.manifest.intro')}
          </p>
        </div>
        <div data-print-hide className="flex flex-wrap gap-2">
          <Link to="/vendor/dashboard/bookings" className={outlineButton}>
            {t('sales.manifest.back')}
          </Link>
          <button
            type="button"
            onClick={() => window.print()}
            disabled={activityId === null}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
            </svg>
            {t('sales.manifest.print')}
          </button>
        </div>
      </div>

      {list.length > 0 && (
        <div
          data-print-hide
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:p-5"
        >
          <div>
            <label htmlFor={ids.activity} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t('sales.manifest.activity')}
            </label>
            <select
              id={ids.activity}
              value={activityId ?? ''}
              onChange={(event) => choose({ activity: event.target.value ? Number(event.target.value) : null })}
              className={`${inputClass} border-slate-300`}
            >
              <option value="">{t('sales.manifest.chooseActivity')}</option>
              {list.map((activity) => (
                <option key={activity.id} value={activity.id}>
                  {activity.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.day} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t('sales.manifest.day')}
            </label>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => choose({ day: addDays(day, -1) })}
                aria-label={t('sales.manifest.previousDay')}
                className={dayButton}
              >
                <svg
                  viewBox="0 0 20 20"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                  className="rtl:-scale-x-100"
                >
                  <path d="M12.5 5l-5 5 5 5" />
                </svg>
              </button>
              <input
                id={ids.day}
                type="date"
                value={day}
                required
                onChange={(event) => isRealDay(event.target.value) && choose({ day: event.target.value })}
                className={`${inputClass} border-slate-300 sm:w-44`}
              />
              <button
                type="button"
                onClick={() => choose({ day: addDays(day, 1) })}
                aria-label={t('sales.manifest.nextDay')}
                className={dayButton}
              >
                <svg
                  viewBox="0 0 20 20"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  aria-hidden="true"
                  className="rtl:-scale-x-100"
                >
                  <path d="M7.5 5l5 5-5 5" />
                </svg>
              </button>
            </div>
          </div>
        </div>
      )}

      {body}
    </div>
  );
}
