import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateDashboard } from '@weekends/shared';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { formatAed, formatTinyMonth } from '../../../lib/format/index.ts';

const loadChart = () => import('./AwardsChart.tsx');

/** 'Awards per month': the drawn chart for the eye, and the same figures as a table for screen readers. */
export function AwardsByMonth({ months }: { months: CorporateDashboard['awardsByMonth'] }) {
  const { t } = useTranslation('corporateAdmin');
  // A new lazy component on retry: React.lazy keeps a failed download's error for good.
  const [Chart, setChart] = useState(() => lazy(loadChart));
  const empty = months.every((m) => m.awards === 0);
  return (
    <section
      aria-labelledby="awards-by-month"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="awards-by-month" className="text-lg font-semibold text-slate-900">
        {t('chart.title')}
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">{t('chart.caption')}</p>
      {empty ? (
        <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">{t('chart.empty')}</p>
      ) : (
        <>
          <LoadBoundary
            fallback={(retry) => (
              <div
                role="alert"
                className="flex h-56 flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 text-sm text-slate-600"
              >
                {t('chart.loadError')}
                <button
                  type="button"
                  onClick={() => {
                    setChart(() => lazy(loadChart));
                    retry();
                  }}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t('list.retry')}
                </button>
              </div>
            )}
          >
            <Suspense
              fallback={
                <div
                  aria-busy="true"
                  className="flex h-56 items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500"
                >
                  <span className="animate-pulse">{t('chart.loading')}</span>
                </div>
              }
            >
              <Chart months={months} />
            </Suspense>
          </LoadBoundary>
          <table className="sr-only">
            <caption>{t('chart.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.month')}</th>
                <th scope="col">{t('chart.awards')}</th>
                <th scope="col">{t('chart.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatTinyMonth(m.month)}</th>
                  <td>{m.awards}</td>
                  <td>{formatAed(m.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
