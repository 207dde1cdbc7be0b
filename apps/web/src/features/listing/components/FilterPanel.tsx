import { useTranslation } from 'react-i18next';
import { LOCATION_PREFERENCES, RATING_FILTER_MAX } from '@weekends/shared';
import { Stars } from '../../../components/Stars.tsx';
import { useCities, useDays, useTimings } from '../../../lib/catalog-lookups.ts';
import type { ListingFilters } from '../filters.ts';
import { CheckboxList, type CheckOption, type OptionsStatus } from './CheckboxList.tsx';
import { PriceRange } from './PriceRange.tsx';
import { RadioList } from './RadioList.tsx';

export interface CategoryChoices {
  options: CheckOption[];
  status: OptionsStatus;
}

/**
 * Every filter of the listing, editing a draft. Whoever renders it decides when the draft is applied
 * (after a pause on desktop, on 'Apply Now' on a phone). Sort is in the results toolbar, where it is seen.
 */
export function FilterPanel({
  value,
  onChange,
  categories,
}: {
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** null hides the group (a category page whose category has no sub-categories). */
  categories: CategoryChoices | null;
}) {
  const { t } = useTranslation('listing');
  const cities = useCities();
  const days = useDays();
  const timings = useTimings();
  const set = (patch: Partial<ListingFilters>) => onChange({ ...value, ...patch });

  return (
    <div>
      {categories && (
        <CheckboxList
          legend={t('filters.categories')}
          options={categories.options}
          status={categories.status}
          selected={value.category}
          onChange={(category) => set({ category })}
        />
      )}
      <CheckboxList
        legend={t('filters.city')}
        options={cities.data ?? []}
        status={cities.status}
        selected={value.city}
        onChange={(city) => set({ city })}
      />
      <CheckboxList
        legend={t('filters.day')}
        options={days.data ?? []}
        status={days.status}
        selected={value.day}
        onChange={(day) => set({ day })}
      />
      <CheckboxList
        legend={t('filters.time')}
        options={timings.data ?? []}
        status={timings.status}
        selected={value.time}
        onChange={(time) => set({ time })}
      />
      <RadioList
        legend={t('filters.preference')}
        value={value.preference}
        onChange={(preference) => set({ preference })}
        options={[
          { key: 'any', value: undefined, label: t('filters.preferenceAny') },
          { key: 'home', value: LOCATION_PREFERENCES.stayAtHome, label: t('filters.stayAtHome') },
          { key: 'out', value: LOCATION_PREFERENCES.outOfHome, label: t('filters.outOfHome') },
        ]}
      />
      <RadioList
        legend={t('filters.ratings')}
        value={value.rating}
        onChange={(rating) => set({ rating })}
        options={[
          { key: 'all', value: undefined as number | undefined, label: t('filters.ratingAll') },
          ...Array.from({ length: RATING_FILTER_MAX }, (_, i) => RATING_FILTER_MAX - i).map((stars) => ({
            key: String(stars),
            value: stars as number | undefined,
            label: (
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="inline-flex items-center gap-2">
                  <Stars rating={stars} size={14} />
                  <span>{t('filters.ratingAndUp')}</span>
                </span>
                <span className="sr-only">{t('filters.ratingLabel', { count: stars })}</span>
              </span>
            ),
          })),
        ]}
      />
      <PriceRange min={value.minPrice} max={value.maxPrice} onChange={(range) => set(range)} />
    </div>
  );
}
