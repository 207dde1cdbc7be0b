import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Planner } from '../../../components/planner/Planner.tsx';
import { useCategories, useCities, useDays } from '../../../lib/catalog-lookups.ts';

/** 'Let's plan your weekend': rendered only once cities, categories and days have all loaded (spec). */
export function PlannerBlock({ cityId }: { cityId: number | null }) {
  const { t } = useTranslation('home');
  const id = useId();
  const { data: cities } = useCities();
  const { data: days } = useDays();
  const { data: categories } = useCategories();
  if (!cities || !days || !categories) return null;

  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8 lg:pb-16">
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('planner.eyebrow')}</p>
        <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('planner.heading')}
        </h2>
        <p className="mt-2 mb-8 text-slate-600">{t('planner.text')}</p>
        {/* Keyed by city so choosing a city above starts the planner from it. */}
        <Planner key={cityId ?? 'uae'} variant="page" cities={cities} days={days} categories={categories} defaultCityIds={cityId ? [cityId] : []} />
      </div>
    </section>
  );
}
