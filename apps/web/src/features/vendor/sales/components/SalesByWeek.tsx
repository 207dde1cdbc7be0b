import { Suspense, useState } from 'react';
import { lazy } from '../../../../lib/lazy.ts';
import { useTranslation } from 'react-i18next';
import type { HostDashboard } from '@weekends/shared';
import { formatAed, formatDayMonth } from '../../../../lib/format/index.ts';
import { LoadBoundary } from '../../../../components/LoadBoundary.tsx';

const loadChart = () => import('./SalesChart.tsx');

function ChartPlaceholder() {
  const { t } = useTranslation('vendor');
  return (
    // Busy while the chart's code comes; the words stay at full contrast (a pulsing text fades below it mid-pulse).
    <div
      aria-busy="true"
      className="flex h-64 items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-600"
    >
      <span>{t('sales.bookings.chart.loading')}</span>
    </div>
  );
}

/** 'Sales by week': the drawn chart for the eye, and the same figures as a table for screen readers. */
export function SalesByWeek({ weeks }: { weeks: HostDashboard['weeks'] }) {
  const { t } = useTranslation('vendor');
  // A new lazy component on retry: React.lazy keeps a failed download's error for good.
  const [Chart, setChart] = useState(() => lazy(loadChart));
  const empty = weeks.every((week) => week.items === 0);
  return (
    <section
      aria-labelledby="sales-by-week"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="sales-by-week" className="text-lg font-semibold text-slate-900">
        {t('sales.bookings.chart.title')}
      </h3>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">{t('sales.bookings.chart.caption')}</p>
      {empty ? (
        <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
          {t('sales.bookings.chart.empty')}
        </p>
      ) : (
        <>
          <LoadBoundary
            fallback={(retry) => (
              <div
                role="alert"
                className="flex h-64 flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 text-sm text-slate-600"
              >
                {t('sales.bookings.chart.loadError')}
                <button
                  type="button"
                  onClick={() => {
                    setChart(() => lazy(loadChart));
                    retry();
                  }}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t('loadError.retry', { ns: 'common' })}
                </button>
              </div>
            )}
          >
            <Suspense fallback={<ChartPlaceholder />}>
              <Chart weeks={weeks} />
            </Suspense>
          </LoadBoundary>
          <table className="sr-only">
            <caption>{t('sales.bookings.chart.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sales.bookings.chart.week')}</th>
                <th scope="col">{t('sales.bookings.chart.items')}</th>
                <th scope="col">{t('sales.bookings.chart.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{formatDayMonth(week.weekStart)}</th>
                  <td>{week.items}</td>
                  <td>{formatAed(week.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
