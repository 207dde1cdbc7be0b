import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { Planner } from '../components/Planner.tsx';
import { useCategories, useCities, useDays } from '../../../lib/catalog-lookups.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';

/** /plan-my-weekend: the planner on its own page, with the page's wider carousel. */
export function PlannerPage() {
  const { t } = useTranslation('planner');
  usePageMeta(t('meta.title'), t('meta.description'));

  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('page.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            {t('page.heading')}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t('page.intro')}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
          <PlannerBody />
        </div>
      </div>
    </>
  );
}

function PlannerBody() {
  const { t } = useTranslation('planner');
  const queries = [useCities(), useDays(), useCategories()] as const;
  const [cities, days, categories] = queries;

  if (queries.some((q) => q.isError)) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center text-slate-700">
        <p>{t('page.loadError')}</p>
        <button
          type="button"
          onClick={() => queries.forEach((q) => q.isError && void q.refetch())}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-6 text-sm font-semibold hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('page.retry')}
        </button>
      </div>
    );
  }
  if (!cities.data || !days.data || !categories.data) return <PlannerSkeleton />;
  return <Planner variant="page" cities={cities.data} days={days.data} categories={categories.data} />;
}

/** Roughly the planner's shape, so the page does not jump when the lists arrive. */
function PlannerSkeleton() {
  const chips = (n: number) => (
    <div className="mt-4 flex flex-wrap gap-2.5">
      {Array.from({ length: n }, (_, i) => (
        <div key={i} className="h-11 w-28 animate-pulse rounded-full bg-slate-100" />
      ))}
    </div>
  );
  return (
    <div aria-hidden="true" aria-busy="true" className="space-y-8">
      <div>
        <div className="h-7 w-32 animate-pulse rounded bg-slate-200" />
        {chips(7)}
      </div>
      <div>
        <div className="h-7 w-48 animate-pulse rounded bg-slate-200" />
        {chips(4)}
      </div>
      <div>
        <div className="h-7 w-56 animate-pulse rounded bg-slate-200" />
        <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <div
              key={i}
              className={`aspect-[4/5] animate-pulse rounded-2xl bg-slate-100 ${i >= 2 ? 'hidden md:block' : ''} ${i >= 3 ? 'md:hidden lg:block' : ''}`}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
