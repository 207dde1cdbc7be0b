import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Overview } from '@weekends/shared/admin-overview';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatAed, formatCount, formatDubaiDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { overviewQuery } from './api.ts';
import { OverviewSection } from './OverviewSection.tsx';
import { isOverviewRange, OVERVIEW_RANGES, rangeDates, type OverviewRange } from './ranges.ts';
import { TopList } from './TopList.tsx';
import { VitalsSection } from './VitalsSection.tsx';

const CARDS = ['revenue', 'bookings', 'newCustomers', 'refunds'] as const;
const MONEY = new Set<string>(['revenue', 'refunds']);
const grid = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

function FigureCards({ overview }: { overview: Overview }) {
  const { t } = useTranslation('admin');
  return (
    <dl aria-label={t('overview.summary')} className={grid}>
      {CARDS.map((key) => (
        <div
          key={key}
          className={`rounded-2xl border p-4 shadow-sm ${key === 'revenue' ? 'border-brand-100 bg-gradient-to-br from-brand-50 to-white' : 'border-slate-200 bg-white'}`}
        >
          <dt className="text-sm font-medium text-slate-600">{t(`overview.cards.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
            {MONEY.has(key) ? formatAed(overview.totals[key]) : formatCount(overview.totals[key])}
          </dd>
          {key === 'revenue' && <dd className="mt-0.5 text-xs text-slate-500">{t('overview.revenueHint')}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/overview, the back office's first page: how the marketplace is doing over a period the admin picks (the
 * period is in the address, so a link or a reload shows the same). Figures as cards, charts over time, and the
 * activities and hosts that sold most; all summed by the API in Dubai time.
 */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('overview.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: OverviewRange = isOverviewRange(asked) ? asked : 'days30';
  const dates = rangeDates(range);
  const query = useQuery(overviewQuery(dates));
  const overview = query.data;

  return (
    <div className="mx-auto max-w-[90rem]">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('overview.title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('overview.intro')}</p>
        </div>
        <div
          role="group"
          aria-label={t('overview.rangeLabel')}
          className="inline-flex max-w-full overflow-x-auto rounded-full border border-slate-200 bg-white p-1 shadow-sm"
        >
          {OVERVIEW_RANGES.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={id === range}
              onClick={() => setParams(id === 'days30' ? {} : { range: id }, { replace: true })}
              className={`min-h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                id === range ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {t(`overview.ranges.${id}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {t('overview.rangeDates', {
          from: formatDubaiDay(`${dates.from}T12:00:00+04:00`),
          to: formatDubaiDay(`${dates.to}T12:00:00+04:00`),
        })}
      </p>

      <div
        className={`mt-5 space-y-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={query.isFetching}
      >
        {query.isError ? (
          <LoadError title={t('overview.loadError')} error={query.error} onRetry={() => void query.refetch()} />
        ) : !overview ? (
          <div aria-hidden="true" aria-busy="true" className="space-y-6">
            <div className={grid}>
              {CARDS.map((key) => (
                <div key={key} className="h-24 animate-pulse rounded-2xl bg-slate-100" />
              ))}
            </div>
            <div className="h-80 animate-pulse rounded-2xl bg-slate-100" />
          </div>
        ) : (
          <>
            <FigureCards overview={overview} />
            <OverviewSection overview={overview} metric="revenue" />
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
              <OverviewSection overview={overview} metric="bookings" />
              <OverviewSection overview={overview} metric="newCustomers" />
            </div>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
              <TopList
                title={t('overview.top.activities')}
                rows={overview.topActivities}
                href={(row) => `/activity/${row.slug}`}
                names="catalogue"
              />
              <TopList title={t('overview.top.hosts')} rows={overview.topHosts} names="own" />
            </div>
          </>
        )}
      </div>
      <div className="mt-6">
        <VitalsSection />
      </div>
    </div>
  );
}
