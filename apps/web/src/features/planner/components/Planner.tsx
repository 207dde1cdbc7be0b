import '../i18n.ts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category, City, Day } from '@weekends/shared';
import { withoutWeekendPass } from '../../../lib/catalog-lookups.ts';
import { ToggleChip } from './ToggleChip.tsx';
import { CategoryTiles, type PlannerVariant } from './CategoryTiles.tsx';
import {
  chooseFullWeekend,
  emptySelection,
  isFullWeekend,
  plannerSearchUrl,
  toggleId,
  type PlannerSelection,
} from '../lib/plannerRules.ts';

/**
 * The weekend planner of the home page, its modal and /plan-my-weekend. It is a real GET form to /search
 * (named checkboxes), submitted client-side to the same address the browser would build.
 */
export function Planner({
  cities,
  days,
  categories,
  variant,
  defaultCityIds = [],
  onSubmitted,
}: {
  cities: City[];
  days: Day[];
  categories: Category[];
  variant: PlannerVariant;
  defaultCityIds?: number[];
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const id = useId();
  const [selection, setSelection] = useState<PlannerSelection>(() => emptySelection(defaultCityIds));
  const toggle = (key: keyof PlannerSelection, value: number) =>
    setSelection((current) => ({ ...current, [key]: toggleId(current[key], value) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(plannerSearchUrl(selection));
    onSubmitted?.();
  };

  return (
    <form action="/search" method="get" onSubmit={onSubmit} className="space-y-8">
      <Step number={1} legend={t('city.legend')} hint={t('city.hint')}>
        {cities.map((city) => (
          <ToggleChip
            key={city.id}
            name="city[]"
            value={city.id}
            checked={selection.cities.includes(city.id)}
            onChange={() => toggle('cities', city.id)}
          >
            {city.name}
          </ToggleChip>
        ))}
      </Step>

      <Step number={2} legend={t('day.legend')}>
        {/* No name: Full Weekend means 'any day', which the search expresses by sending no day[] at all. */}
        <ToggleChip checked={isFullWeekend(selection)} onChange={() => setSelection(chooseFullWeekend)}>
          {t('day.fullWeekend')}
        </ToggleChip>
        {days.map((day) => (
          <ToggleChip
            key={day.id}
            name="day[]"
            value={day.id}
            checked={selection.days.includes(day.id)}
            onChange={() => toggle('days', day.id)}
          >
            {day.name}
          </ToggleChip>
        ))}
      </Step>

      {/* A labelled group rather than a fieldset: a legend cannot share its row with the carousel arrows. */}
      <CategoryTiles
        categories={withoutWeekendPass(categories)}
        selected={selection.categories}
        onToggle={(value) => toggle('categories', value)}
        variant={variant}
        labelledBy={`${id}-mood`}
        heading={
          <StepTitle number={3} id={`${id}-mood`}>
            {t('mood.legend')}
          </StepTitle>
        }
      />

      {/* In the modal the button stays in view while the visitor scrolls the choices. */}
      <div
        className={`flex justify-center border-t border-slate-200 pt-6 sm:justify-end ${variant === 'modal' ? 'sticky -bottom-6 z-10 -mb-6 bg-white pt-4 pb-6' : ''}`}
      >
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-8 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
        >
          {t('submit')}
          <svg
            viewBox="0 0 20 20"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d="M4 10h12m-5-5l5 5-5 5" />
          </svg>
        </button>
      </div>
    </form>
  );
}

const titleClass = 'flex min-h-10 items-center gap-3 text-lg font-semibold text-slate-900';

function StepNumber({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-100"
    >
      {number}
    </span>
  );
}

function StepLegend({ number, children }: { number: number; children: ReactNode }) {
  return (
    <legend className={titleClass}>
      <StepNumber number={number} />
      {children}
    </legend>
  );
}

function StepTitle({ number, id, children }: { number: number; id: string; children: ReactNode }) {
  return (
    <p id={id} className={titleClass}>
      <StepNumber number={number} />
      {children}
    </p>
  );
}

function Step({
  number,
  legend,
  hint,
  children,
}: {
  number: number;
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <StepLegend number={number}>{legend}</StepLegend>
      {hint && (
        <p id={hintId} className="mt-1 ps-10 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2.5">{children}</div>
    </fieldset>
  );
}
