import '../plannerI18n.ts';
import { Suspense, useId, useRef, type ComponentProps } from 'react';
import { lazy } from '../../../lib/lazy.ts';
import { useTranslation } from 'react-i18next';
import { useCategories, useCities, useDays } from '../../../lib/catalog-lookups.ts';
import { useNearViewport } from '../../../lib/useNearViewport.ts';

// Near the foot of the home page: its code arrives as the visitor scrolls towards it, not with the first screen.
const Planner = lazy(() => import('../../planner/components/Planner.tsx').then((m) => ({ default: m.Planner })));

/**
 * About the planner's height, so the page keeps its shape until the planner's code arrives. Busy only while that code
 * is on its way: before the visitor nears it nothing is loading, and a page that said so would never look settled.
 */
const reserved = <div aria-hidden="true" className="h-72 rounded-2xl bg-slate-100" />;
const loading = <div aria-busy="true" className="h-72 animate-pulse rounded-2xl bg-slate-100" />;

/**
 * 'Let's plan your weekend': rendered only once cities, categories and days have all loaded, so it never shows half its
 * choices.
 */
export function PlannerBlock({ cityId }: { cityId: number | null }) {
  const { data: cities } = useCities();
  const { data: days } = useDays();
  const { data: categories } = useCategories();
  if (!cities || !days || !categories) return null;
  return <PlannerSection cityId={cityId} cities={cities} days={days} categories={categories} />;
}

type Lists = Pick<ComponentProps<typeof Planner>, 'cities' | 'days' | 'categories'>;

/** The section itself, mounted with its lists, so it watches its own place on the page from the start. */
function PlannerSection({ cityId, cities, days, categories }: Lists & { cityId: number | null }) {
  const { t } = useTranslation('homePlanner');
  const id = useId();
  const holder = useRef<HTMLElement>(null);
  const near = useNearViewport(holder, '800px');
  return (
    <section ref={holder} aria-labelledby={id} className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8 lg:pb-16">
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('planner.eyebrow')}</p>
        <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('planner.heading')}
        </h2>
        <p className="mt-2 mb-8 text-slate-600">{t('planner.text')}</p>
        {/* Keyed by city so choosing a city above starts the planner from it. */}
        {near ? (
          <Suspense fallback={loading}>
            <Planner
              key={cityId ?? 'uae'}
              variant="page"
              cities={cities}
              days={days}
              categories={categories}
              defaultCityIds={cityId ? [cityId] : []}
            />
          </Suspense>
        ) : (
          reserved
        )}
      </div>
    </section>
  );
}
