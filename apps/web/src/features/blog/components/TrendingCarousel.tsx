import { useId } from 'react';
import { CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { useTranslation } from 'react-i18next';
import { BLOG_TRENDING_PER_VIEW_WIDE, BLOG_TRENDING_WIDE_PX } from '@weekends/shared/blog-constants';
import { ActivityCard } from '../../../components/ActivityCard.tsx';
import { ActivityCardSkeleton } from '../../../components/ActivityCardSkeleton.tsx';
import { CarouselArrow, CarouselDots } from '../../../components/CarouselControls.tsx';
import { useCarouselNav } from '../../../components/CarouselHooks.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { useTrending } from '../api.ts';

/*
 * BLOG_TRENDING_PER_VIEW_WIDE (3) cards per view from BLOG_TRENDING_WIDE_PX (1024 px, Tailwind's lg), one below.
 * The widths are CSS, so the first paint is right before any script measures; the media
 * query only sizes the skeleton row. TrendingCarousel.test.tsx holds the class and the constants together.
 */
export const TRENDING_SLIDE_CLASS = `min-w-0 shrink-0 grow-0 basis-full ps-5 lg:basis-1/3 ${CAROUSEL_SLIDE}`;

/** 'Trending': a looping carousel of trending activities (the default cities'), each card opening /activity/{slug}. */
export function TrendingCarousel() {
  const { t } = useTranslation('blog');
  const headingId = useId();
  const trending = useTrending();
  const wide = useMediaQuery(`(min-width: ${BLOG_TRENDING_WIDE_PX}px)`);
  const items = trending.data ?? [];
  const [viewportRef, api] = useCarousel({ loop: true });
  const nav = useCarouselNav(api);

  if (trending.isSuccess && items.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div className="min-w-0">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('trending.title')}
            </h2>
            <p className="mt-1.5 text-sm text-slate-600 sm:text-base">{t('trending.subtitle')}</p>
          </div>
          {trending.isSuccess && items.length > 1 && (
            <div className="flex shrink-0 items-center gap-2">
              <CarouselArrow direction="prev" label={t('trending.previous')} onClick={() => api?.scrollPrev()} />
              <CarouselArrow direction="next" label={t('trending.next')} onClick={() => api?.scrollNext()} />
            </div>
          )}
        </div>
        {trending.isPending ? (
          <div aria-busy="true" className="-ms-5 flex overflow-hidden">
            {Array.from({ length: wide ? BLOG_TRENDING_PER_VIEW_WIDE : 1 }, (_, i) => (
              <div key={i} className={TRENDING_SLIDE_CLASS}>
                <ActivityCardSkeleton />
              </div>
            ))}
          </div>
        ) : trending.isError ? (
          <LoadError title={t('trending.error')} error={trending.error} onRetry={() => void trending.refetch()} />
        ) : (
          <div
            role="region"
            aria-roledescription={t('carousel.role', { ns: 'common' })}
            aria-label={t('trending.carousel')}
          >
            <div ref={viewportRef} className={`py-1 ${CAROUSEL_VIEWPORT}`}>
              <div className="-ms-5 flex">
                {items.map((activity, index) => (
                  <div
                    key={activity.id}
                    role="group"
                    aria-roledescription={t('carousel.slide', { ns: 'common' })}
                    aria-label={t('trending.slide', { index: index + 1, count: items.length })}
                    className={TRENDING_SLIDE_CLASS}
                    data-testid="trending-slide"
                  >
                    <ActivityCard activity={activity} />
                  </div>
                ))}
              </div>
            </div>
            <CarouselDots
              className="mt-6"
              count={nav.snapCount}
              selected={nav.selectedIndex}
              onSelect={(index) => api?.scrollTo(index)}
              label={(index) => t('trending.goTo', { index })}
            />
          </div>
        )}
      </div>
    </section>
  );
}
