import { useTranslation } from 'react-i18next';
import type { CorporateDashboard } from '@weekends/shared';
import { LazyChart } from '../../../components/LazyChart.tsx';
import { formatAed, formatTinyMonth } from '../../../lib/format/index.ts';

const loadChart = () => import('./AwardsChart.tsx');

/** 'Awards per month': the drawn chart for the eye, and the same figures as a table for screen readers. */
export function AwardsByMonth({ months }: { months: CorporateDashboard['awardsByMonth'] }) {
  const { t } = useTranslation('corporateAdmin');
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
          <LazyChart
            load={loadChart}
            props={{ months }}
            words={{ loading: t('chart.loading'), loadError: t('chart.loadError'), retry: t('list.retry') }}
            height="h-56"
          />
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
