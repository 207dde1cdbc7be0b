import { useTranslation } from 'react-i18next';
import type { CorporateDashboard } from '@weekends/shared';
import { formatAed } from '../../../lib/format/index.ts';

/** The four figures at the top of the dashboard. */
export function Figures({ dashboard }: { dashboard: CorporateDashboard }) {
  const { t } = useTranslation('corporateAdmin');
  const figures = [
    { label: t('figures.employees'), value: String(dashboard.employees) },
    { label: t('figures.awards'), value: String(dashboard.awards) },
    { label: t('figures.invoiced'), value: formatAed(dashboard.invoiced) },
    { label: t('figures.saved'), value: formatAed(dashboard.saved) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{f.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Employees with the most awards, most first. */
export function StarPerformers({ stars }: { stars: CorporateDashboard['starPerformers'] }) {
  const { t } = useTranslation('corporateAdmin');
  return (
    <section
      aria-labelledby="star-performers"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="star-performers" className="text-lg font-semibold text-slate-900">
        {t('stars.title')}
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">{t('stars.caption')}</p>
      {stars.length === 0 ? (
        <p className="text-sm text-slate-600">{t('stars.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {stars.map((s, i) => (
            <li key={s.id} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${i === 0 ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700'}`}
              >
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <bdi className="block truncate text-sm font-semibold text-slate-900">{`${s.firstName} ${s.lastName}`}</bdi>
                <span className="block truncate text-xs text-slate-500">{s.email}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-brand-800">
                {t('stars.awards', { count: s.awards })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
