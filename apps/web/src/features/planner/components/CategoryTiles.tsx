import '../i18n.ts';
import type { ReactNode } from 'react';
import { CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { useTranslation } from 'react-i18next';
import type { Category } from '@weekends/shared';
import { CarouselArrow } from '../../../components/CarouselControls.tsx';
import { useCarouselNav } from '../../../components/CarouselHooks.tsx';

export type PlannerVariant = 'page' | 'modal';

/**
 * Tiles per view: 6 / 3 / 2 on the page, 5 / 3 / 2 in the narrower modal. Slide widths are CSS, so
 * the first paint already has the final layout; the class strings are literal so Tailwind generates them.
 */
export const TILE_WIDTHS: Record<PlannerVariant, string> = {
  page: 'basis-1/2 md:basis-1/3 lg:basis-1/6',
  modal: 'basis-1/2 md:basis-1/3 lg:basis-1/5',
};

export function CategoryTiles({
  categories,
  selected,
  onToggle,
  variant,
  labelledBy,
  heading,
}: {
  categories: Category[];
  selected: number[];
  onToggle: (id: number) => void;
  variant: PlannerVariant;
  labelledBy: string;
  /** The step's title; the arrows sit beside it, so their appearing never moves anything. */
  heading: ReactNode;
}) {
  const { t } = useTranslation('planner');
  const [viewportRef, api] = useCarousel({ byView: true });
  const nav = useCarouselNav(api);

  return (
    <div role="group" aria-labelledby={labelledBy}>
      <div className="flex items-center justify-between gap-3">
        {heading}
        <div className={`flex shrink-0 gap-2 ${nav.canPrev || nav.canNext ? '' : 'invisible'}`}>
          <CarouselArrow
            direction="prev"
            label={t('mood.previous')}
            onClick={() => api?.scrollPrev()}
            disabled={!nav.canPrev}
          />
          <CarouselArrow
            direction="next"
            label={t('mood.next')}
            onClick={() => api?.scrollNext()}
            disabled={!nav.canNext}
          />
        </div>
      </div>
      <div className={`mt-4 ${CAROUSEL_VIEWPORT}`} ref={viewportRef}>
        <ul className="-ms-3 flex">
          {categories.map((category) => {
            const checked = selected.includes(category.id);
            return (
              <li
                key={category.id}
                className={`min-w-0 shrink-0 grow-0 ps-3 ${TILE_WIDTHS[variant]} ${CAROUSEL_SLIDE}`}
                data-testid="planner-tile"
              >
                <label className="group relative block aspect-[4/5] cursor-pointer overflow-hidden rounded-2xl bg-brand-900 ring-offset-2 transition select-none has-checked:ring-4 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-brand-700">
                  <input
                    type="checkbox"
                    name="category[]"
                    value={category.id}
                    checked={checked}
                    onChange={() => onToggle(category.id)}
                    className="peer sr-only"
                  />
                  {category.image && (
                    <img
                      src={category.image}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={320}
                      height={400}
                      className="absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-105"
                    />
                  )}
                  <span
                    className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/25 to-transparent"
                    aria-hidden="true"
                  />
                  <span className="absolute inset-x-0 bottom-0 p-3 text-sm leading-tight font-semibold text-white sm:text-base">
                    {category.name}
                  </span>
                  <span
                    className="absolute top-2.5 end-2.5 hidden h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-white shadow-md peer-checked:flex"
                    aria-hidden="true"
                  >
                    <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5">
                      <path strokeLinecap="round" strokeLinejoin="round" d="M4.5 10.5l3.5 3.5 7.5-8" />
                    </svg>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
