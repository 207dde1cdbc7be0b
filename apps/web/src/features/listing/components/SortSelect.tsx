import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS, type SortOption } from '@weekends/shared';

const ORDER = [SORT_OPTIONS.new, SORT_OPTIONS.trending, SORT_OPTIONS.popular] as const;
const KEYS: Record<SortOption, string> = { 1: 'sort.new', 2: 'sort.trending', 3: 'sort.popular' };

/** 'Sort By' applies at once on every screen size: it is one deliberate choice, not a set of filters. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOption | undefined;
  onChange: (next: SortOption) => void;
}) {
  const { t } = useTranslation('listing');
  const id = useId();
  return (
    // min-w-0 down to the select: on a phone the row beside the Filters button never wraps (its height would move the
    // results when a typeface or a count changes a width by a few pixels); a narrower select shortens its text instead.
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value ?? SORT_OPTIONS.new}
        onChange={(event) => onChange(Number(event.target.value) as SortOption)}
        className="h-10 min-w-0 rounded-full border border-slate-300 bg-white pe-8 ps-4 text-sm font-medium text-slate-800 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {ORDER.map((option) => (
          <option key={option} value={option}>
            {t(KEYS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
