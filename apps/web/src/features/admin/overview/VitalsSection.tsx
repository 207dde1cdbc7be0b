import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CORE_VITALS,
  VITAL_THRESHOLDS,
  type CoreVital,
  type PageType,
  type VitalRating,
  type WebVitals,
} from '@weekends/shared/vitals';
import { LoadError } from '../../../components/LoadError.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatCount, formatDayMonth, formatTenths } from '../../../lib/format/index.ts';
import { vitalsQuery } from './api.ts';
import { LazyChart } from '../../../components/LazyChart.tsx';
import { useChartWords } from './chartWords.ts';
import { chartRows, PAGE_COLOURS, pagesWith, ratingOf } from './vitalsFigures.ts';

const loadChart = () => import('./VitalsChart.tsx');

const RATING_STYLES: Record<VitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-800',
  'needs-improvement': 'bg-amber-50 text-amber-800',
  poor: 'bg-red-50 text-red-800',
};

/** To two decimals at most (formatCount keeps up to three): '2.35', '0.06'. */
const hundredths = (figure: number) => formatCount(Math.round(figure * 100) / 100);

/** A metric's figure in its unit: LCP in seconds, INP in milliseconds, CLS as it is. */
function useVitalFormat() {
  const { t } = useTranslation('admin');
  const value = (name: CoreVital, figure: number) =>
    name === 'LCP'
      ? t('overview.vitals.seconds', { value: hundredths(figure / 1000) })
      : name === 'INP'
        ? t('overview.vitals.milliseconds', { value: formatCount(figure) })
        : hundredths(figure);
  // The axis says the figure only; the unit is in the chart's threshold line.
  const axis = (name: CoreVital, figure: number) =>
    name === 'LCP' ? formatTenths(figure / 1000) : name === 'INP' ? formatCount(figure) : hundredths(figure);
  return { value, axis };
}

/** The metric's short name: a code, not a word, in both languages. */
const Acronym = ({ name }: { name: CoreVital }) => (
  <span translate="no" dir="ltr">
    {name}
  </span>
);

function Legend({ pages }: { pages: PageType[] }) {
  const { t } = useTranslation('admin');
  return (
    <ul aria-label={t('overview.vitals.legend')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
      {pages.map((page) => (
        <li key={page} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-1 w-4 rounded-full" style={{ backgroundColor: PAGE_COLOURS[page] }} />
          {t(`overview.vitals.pages.${page}`)}
        </li>
      ))}
    </ul>
  );
}

function VitalChart({ vitals, name }: { vitals: WebVitals; name: CoreVital }) {
  const { t } = useTranslation('admin');
  const format = useVitalFormat();
  const words = useChartWords();
  const pages = pagesWith(vitals, name);
  const rows = chartRows(vitals, name);
  const title = t(`overview.vitals.metrics.${name}`);
  const good = format.value(name, VITAL_THRESHOLDS[name].good);
  const pageName = (page: PageType) => t(`overview.vitals.pages.${page}`);
  const dayLabel = (day: string) => formatDayMonth(day);
  const id = `vitals-${name}`;
  return (
    <div className="min-w-0">
      <h3 id={id} className="font-semibold text-slate-900">
        {title} (<Acronym name={name} />)
      </h3>
      <p className="text-xs text-slate-600">{t(`overview.vitals.hints.${name}`)}</p>
      <p className="mt-1 mb-3 flex items-center gap-2 text-xs font-medium text-emerald-800">
        <span aria-hidden="true" className="w-5 border-t-2 border-dashed border-emerald-600" />
        {t('overview.vitals.goodUpTo', { value: good })}
      </p>
      {pages.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
          {t('overview.vitals.none')}
        </p>
      ) : (
        <>
          <LazyChart
            load={loadChart}
            words={words}
            props={{
              rows,
              pages,
              good: VITAL_THRESHOLDS[name].good,
              label: t('overview.vitals.chartLabel', {
                metric: title,
                from: dayLabel(vitals.from),
                to: dayLabel(vitals.to),
                good,
              }),
              pageName,
              dayLabel,
              axisValue: (figure: number) => format.axis(name, figure),
              value: (figure: number) => format.value(name, figure),
            }}
          />
          {/* In a box: a table is never narrower than its columns, so sr-only on the table itself widens the page. */}
          <div className="sr-only">
            <table>
              <caption>{t('overview.vitals.table.perDay', { metric: title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.vitals.table.day')}</th>
                  {pages.map((page) => (
                    <th key={page} scope="col">
                      {pageName(page)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{dayLabel(row.day)}</th>
                    {pages.map((page) => (
                      <td key={page}>
                        {row[page] === undefined ? t('overview.vitals.none') : format.value(name, row[page])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** The period's p75 per kind of page, with its rating in words (not colour alone). */
function TotalsTable({ vitals }: { vitals: WebVitals }) {
  const { t } = useTranslation('admin');
  const format = useVitalFormat();
  const pages = (Object.keys(PAGE_COLOURS) as PageType[]).filter((page) =>
    vitals.totals.some((total) => total.page === page),
  );
  const cell = (page: PageType, name: CoreVital) => vitals.totals.find((x) => x.page === page && x.name === name);
  return (
    <ScrollRegion label={t('overview.vitals.table.caption')}>
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold text-slate-900">{t('overview.vitals.table.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start text-slate-600">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('overview.vitals.table.page')}
            </th>
            {CORE_VITALS.map((name) => (
              <th key={name} scope="col" className="px-2 py-2 text-start font-medium sm:px-3">
                <abbr title={t(`overview.vitals.metrics.${name}`)} className="no-underline">
                  <Acronym name={name} />
                </abbr>
              </th>
            ))}
            {/* The counts are for the desk: a phone shows the four columns that matter, without scrolling. */}
            <th scope="col" className="hidden py-2 ps-3 text-end font-medium sm:table-cell">
              {t('overview.vitals.table.views')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-800">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="h-2.5 w-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: PAGE_COLOURS[page] }}
                  />
                  {t(`overview.vitals.pages.${page}`)}
                </span>
              </th>
              {CORE_VITALS.map((name) => {
                const total = cell(page, name);
                if (!total)
                  return (
                    <td key={name} className="px-2 py-2 text-slate-500 sm:px-3">
                      {t('overview.vitals.none')}
                    </td>
                  );
                const rating = ratingOf(name, total.p75);
                return (
                  <td key={name} className="px-2 py-2 sm:px-3">
                    <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                      {format.value(name, total.p75)}
                    </span>{' '}
                    {/* Under the figure on a phone, so the five columns fit its width. */}
                    <span
                      className={`mt-0.5 block w-fit rounded-full px-2 py-0.5 text-xs font-medium sm:ms-1 sm:mt-0 sm:inline-block ${RATING_STYLES[rating]}`}
                    >
                      {t(`overview.vitals.ratings.${rating}`)}
                    </span>
                  </td>
                );
              })}
              <td className="hidden py-2 ps-3 text-end text-slate-700 tabular-nums sm:table-cell">
                {formatCount(Math.max(...vitals.totals.filter((x) => x.page === page).map((x) => x.samples)))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * 'What visitors see': the Core Web Vitals that sampled page views reported (modules/vitals), the 75th percentile of
 * each day of the last 28 per kind of page, one chart per metric with where good ends, and the period's figures as a
 * table. Its own request: the overview's period picker does not change it.
 */
export function VitalsSection() {
  const { t } = useTranslation('admin');
  const query = useQuery(vitalsQuery());
  const vitals = query.data;
  const pages = vitals
    ? (Object.keys(PAGE_COLOURS) as PageType[]).filter((page) => vitals.days.some((point) => point.page === page))
    : [];
  return (
    <section
      aria-labelledby="vitals-title"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="vitals-title" className="text-lg font-semibold text-slate-900">
        {t('overview.vitals.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('overview.vitals.intro')}</p>
      <div className="mt-4" aria-busy={query.isFetching}>
        {query.isError ? (
          <LoadError title={t('overview.vitals.loadError')} error={query.error} onRetry={() => void query.refetch()} />
        ) : !vitals ? (
          <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-100" />
        ) : vitals.days.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
            {t('overview.vitals.empty')}
          </p>
        ) : (
          <div className="space-y-6">
            <Legend pages={pages} />
            <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-3 lg:gap-6">
              {CORE_VITALS.map((name) => (
                <VitalChart key={name} vitals={vitals} name={name} />
              ))}
            </div>
            <TotalsTable vitals={vitals} />
          </div>
        )}
      </div>
    </section>
  );
}
