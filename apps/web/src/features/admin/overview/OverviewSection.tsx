import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '@weekends/shared/admin-overview';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { formatAed, formatCount } from '../../../lib/format/index.ts';
import type { OverviewMetric } from './OverviewChart.tsx';
import { pointLabel } from './ranges.ts';

const loadChart = () => import('./OverviewChart.tsx');

/** One figure's chart for the eye, and the same figures as a table for screen readers. */
export function OverviewSection({ overview, metric }: { overview: Overview; metric: OverviewMetric }) {
  const { t } = useTranslation('admin');
  // A new lazy component on retry: React.lazy keeps a failed download's error for good.
  const [Chart, setChart] = useState(() => lazy(loadChart));
  const title = t(`overview.charts.${metric}`);
  const id = `overview-${metric}`;
  const empty = overview.series.every((point) => point[metric] === 0);
  const show = (value: number) => (metric === 'revenue' ? formatAed(value) : formatCount(value));
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {empty ? (
        <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
          {t('overview.charts.empty')}
        </p>
      ) : (
        <>
          <LoadBoundary
            fallback={(retry) => (
              <div
                role="alert"
                className="flex h-64 flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 text-sm text-slate-600"
              >
                {t('overview.charts.loadError')}
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
            <Suspense
              fallback={
                <div
                  aria-busy="true"
                  className="flex h-64 items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500"
                >
                  <span className="animate-pulse">{t('overview.charts.loading')}</span>
                </div>
              }
            >
              <Chart overview={overview} metric={metric} label={title} />
            </Suspense>
          </LoadBoundary>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.charts.period')}</th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {overview.series.map((point) => (
                <tr key={point.start}>
                  <th scope="row">{pointLabel(point.start, overview.interval)}</th>
                  <td>{show(point[metric])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
