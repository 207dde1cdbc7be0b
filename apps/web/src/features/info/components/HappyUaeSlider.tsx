import { useId } from 'react';
import { CAROUSEL_FOCUSABLE, CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { useTranslation } from 'react-i18next';
import { CarouselArrow, CarouselDots } from '../../../components/CarouselControls.tsx';
import { useCarouselNav } from '../../../components/CarouselHooks.tsx';

interface Story {
  quote: string;
  name: string;
  place: string;
}

/**
 * 'Happy UAE': customers' quotes, one per view, moved by arrows, dots or a swipe. It does not advance on its own, so
 * a long quote can be read at the reader's pace.
 */
export function HappyUaeSlider() {
  const { t } = useTranslation('info');
  const headingId = useId();
  const stories = t('about.happy.items', { returnObjects: true }) as Story[];
  const [viewportRef, api] = useCarousel({ loop: true });
  const nav = useCarouselNav(api);

  return (
    <section aria-labelledby={headingId} className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:py-20">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('about.happy.eyebrow')}</p>
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('about.happy.heading')}
        </h2>
        <div
          role="region"
          aria-roledescription={t('carousel.role', { ns: 'common' })}
          aria-label={t('about.happy.label')}
          className="mt-10"
        >
          <div ref={viewportRef} tabIndex={0} className={`${CAROUSEL_VIEWPORT} ${CAROUSEL_FOCUSABLE}`}>
            <div className="flex">
              {stories.map((story, index) => (
                <div
                  key={story.name}
                  role="group"
                  aria-roledescription={t('carousel.slide', { ns: 'common' })}
                  aria-label={t('about.happy.slide', { index: index + 1, count: stories.length })}
                  className={`min-w-0 shrink-0 grow-0 basis-full px-2 sm:px-10 ${CAROUSEL_SLIDE}`}
                >
                  <figure>
                    <svg
                      viewBox="0 0 48 36"
                      width="44"
                      height="33"
                      aria-hidden="true"
                      className="mx-auto text-brand-600/30"
                    >
                      <path
                        fill="currentColor"
                        d="M0 36V22C0 9.6 6.4 2.2 19.2 0l2 5C14.2 6.8 10.8 10.6 10.6 17H20v19zm28 0V22C28 9.6 34.4 2.2 47.2 0l2 5c-7 1.8-10.4 5.6-10.6 12H48v19z"
                      />
                    </svg>
                    <blockquote className="mt-6 text-xl leading-relaxed font-medium text-balance text-slate-800 sm:text-2xl">
                      <p>“{story.quote}”</p>
                    </blockquote>
                    <figcaption className="mt-8">
                      <span className="block font-semibold text-slate-900">{story.name}</span>
                      <span className="block text-sm text-slate-600">{story.place}</span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-8 flex items-center justify-center gap-4">
            <CarouselArrow direction="prev" label={t('about.happy.previous')} onClick={() => api?.scrollPrev()} />
            <CarouselDots
              count={nav.snapCount}
              selected={nav.selectedIndex}
              onSelect={(index) => api?.scrollTo(index)}
              label={(index) => t('about.happy.goTo', { index })}
            />
            <CarouselArrow direction="next" label={t('about.happy.next')} onClick={() => api?.scrollNext()} />
          </div>
        </div>
      </div>
    </section>
  );
}
