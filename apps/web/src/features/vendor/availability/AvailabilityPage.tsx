import '../i18n.ts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOKING_HORIZON_DAYS } from '@weekends/shared/cart';
import type { HostCalendar } from '@weekends/shared/host-calendar';
import { addDays } from '@weekends/shared/time';
import { LoadError } from '../../../components/LoadError.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { dubaiIsoDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useHostCalendar, useSetDefaultPlaces } from './api.ts';
import { DayPanel } from './DayPanel.tsx';
import { MonthGrid, MonthLegend } from './MonthGrid.tsx';
import { PlacesFigures } from './PlacesFigures.tsx';
import { PlacesForm } from './PlacesForm.tsx';
import { isMonth, monthName, monthOf, monthRange, shiftMonth } from './month.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6';
const navButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

function Chevron({ back }: { back?: boolean }) {
  // Logical direction: the arrow points back or forward whichever way the page is written.
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      className={back ? 'rtl:rotate-180' : 'rotate-180 rtl:rotate-0'}
    >
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

/** The activity's default places per day (or its undated stock). */
function DefaultPlaces({ calendar }: { calendar: HostCalendar }) {
  const { t } = useTranslation('vendor');
  const save = useSetDefaultPlaces(calendar.activityId);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const onSave = (places: number) => {
    setResult(null);
    save.mutate(places, {
      onSuccess: () => setResult({ tone: 'success', message: t('availability.defaultPlaces.saved') }),
      onError: (error) => setResult({ tone: 'error', message: applyApiError(error) }),
    });
  };
  return (
    <div className="space-y-3">
      <PlacesForm
        key={calendar.defaultPlaces}
        label={calendar.dateInput ? t('availability.defaultPlaces.dated') : t('availability.defaultPlaces.undated')}
        hint={
          calendar.dateInput ? t('availability.defaultPlaces.datedHint') : t('availability.defaultPlaces.undatedHint')
        }
        value={calendar.defaultPlaces}
        submitLabel={t('availability.defaultPlaces.save')}
        pending={save.isPending}
        onSave={onSave}
      />
      {result && <FormAlert tone={result.tone}>{result.message}</FormAlert>}
    </div>
  );
}

/**
 * Availability: an activity's calendar for its host. Its default places; a month of its bookable days
 * (Asia/Dubai) with places, sold, held by unpaid orders, left and closed; choosing a day sets its own places or
 * closes it. An activity without dates shows its stock instead. The month on show is in the address.
 */
export function AvailabilityPage() {
  const { t, i18n } = useTranslation('vendor');
  usePageMeta(t('availability.title'));
  const id = Number(useParams().id);
  const activityId = Number.isInteger(id) && id > 0 ? id : null;
  const [params, setParams] = useSearchParams();
  const today = dubaiIsoDay(new Date());
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(addDays(today, BOOKING_HORIZON_DAYS));
  const asked = params.get('month');
  const month = isMonth(asked) && asked >= firstMonth && asked <= lastMonth ? asked : firstMonth;
  const { from, to } = monthRange(month);
  const calendar = useHostCalendar(activityId, from, to);
  const [selected, setSelected] = useState<string | null>(null);

  const goTo = (next: string) => setParams(next === firstMonth ? {} : { month: next }, { replace: true });
  const back = (
    <Link
      to="/vendor/dashboard/activities"
      className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {t('availability.back')}
    </Link>
  );

  if (activityId === null) {
    return (
      <div className="space-y-5">
        <h2 className="text-xl font-bold text-slate-900">{t('availability.title')}</h2>
        <FormAlert tone="info">{t('availability.notFound')}</FormAlert>
        {back}
      </div>
    );
  }
  if (calendar.isPending) {
    return (
      <div className="space-y-5" aria-busy="true">
        <h2 className="text-xl font-bold text-slate-900">{t('availability.title')}</h2>
        <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (calendar.isError) {
    const missing = calendar.error instanceof ApiRequestError && calendar.error.status === 404;
    return (
      <div className="space-y-5">
        <h2 className="text-xl font-bold text-slate-900">{t('availability.title')}</h2>
        {missing ? (
          <FormAlert tone="info">{t('availability.notFound')}</FormAlert>
        ) : (
          <LoadError
            title={t('availability.loadError')}
            error={calendar.error}
            onRetry={() => void calendar.refetch()}
          />
        )}
        {back}
      </div>
    );
  }

  const data = calendar.data;
  const loadingMonth = calendar.isPlaceholderData;
  const days = loadingMonth ? [] : data.days;
  const day = days.find((d) => d.date === selected) ?? null;
  const caption = monthName(month, i18n.language);

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        {back}
        <h2 className="text-xl font-bold text-slate-900">{t('availability.heading', { title: data.title })}</h2>
      </div>
      {!data.canManage && <FormAlert tone="info">{t('availability.readOnly')}</FormAlert>}

      {data.dateInput ? (
        <>
          {data.canManage && (
            <section className={card}>
              <DefaultPlaces calendar={data} />
            </section>
          )}
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="availability-month" className={`${card} space-y-4`}>
              <div className="flex items-center justify-between gap-3">
                <button
                  type="button"
                  className={navButton}
                  aria-label={t('availability.month.previous')}
                  disabled={month <= firstMonth}
                  onClick={() => goTo(shiftMonth(month, -1))}
                >
                  <Chevron back />
                </button>
                <h3 id="availability-month" aria-live="polite" className="text-base font-semibold text-slate-900">
                  {caption}
                </h3>
                <button
                  type="button"
                  className={navButton}
                  aria-label={t('availability.month.next')}
                  disabled={month >= lastMonth}
                  onClick={() => goTo(shiftMonth(month, 1))}
                >
                  <Chevron />
                </button>
              </div>
              <MonthGrid
                month={month}
                days={days}
                selected={selected}
                onSelect={setSelected}
                busy={loadingMonth}
                caption={caption}
              />
              {loadingMonth ? (
                <p role="status" className="text-sm text-slate-500">
                  {t('availability.month.loading')}
                </p>
              ) : (
                days.length === 0 && <p className="text-sm text-slate-600">{t('availability.month.empty')}</p>
              )}
              <MonthLegend />
            </section>
            <aside className={`${card} lg:sticky lg:top-24`}>
              {day ? (
                <DayPanel
                  key={day.date}
                  activityId={data.activityId}
                  day={day}
                  defaultPlaces={data.defaultPlaces}
                  canManage={data.canManage}
                />
              ) : (
                <p className="text-sm text-slate-600">
                  {data.canManage ? t('availability.day.pick') : t('availability.day.pickReadOnly')}
                </p>
              )}
            </aside>
          </div>
        </>
      ) : (
        <section aria-labelledby="availability-stock" className={`${card} space-y-4`}>
          <div>
            <h3 id="availability-stock" className="text-base font-semibold text-slate-900">
              {t('availability.stock.title')}
            </h3>
            <p className="text-sm text-slate-600">{t('availability.stock.hint')}</p>
          </div>
          {data.stock && <PlacesFigures label={t('availability.stock.figures')} figures={data.stock} stock />}
          {data.canManage && (
            <div className="border-t border-slate-200 pt-4">
              <DefaultPlaces calendar={data} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
