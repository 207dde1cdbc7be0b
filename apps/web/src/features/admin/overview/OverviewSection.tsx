import { useTranslation } from 'react-i18next';
import type { Overview } from '@weekends/shared/admin-overview';
import { formatAed, formatCount } from '../../../lib/format/index.ts';
import type { OverviewMetric } from './OverviewChart.tsx';
import { LazyChart } from '../../../components/LazyChart.tsx';
import { useChartWords } from './chartWords.ts';
import { pointLabel } from './ranges.ts';

const loadChart = () => import('./OverviewChart.tsx');

/** One figure's chart for the eye, and the same figures as a table for screen readers. */
export function OverviewSection({ overview, metric }: { overview: Overview; metric: OverviewMetric }) {
  const { t } = useTranslation('admin');
  const words = useChartWords();
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
          <LazyChart load={loadChart} props={{ overview, metric, label: title }} words={words} />
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
