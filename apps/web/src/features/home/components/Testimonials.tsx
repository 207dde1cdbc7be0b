import '../closingI18n.ts';
import { useId } from 'react';
import { CAROUSEL_FOCUSABLE, CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_AUTOPLAY_MS } from '@weekends/shared/constants';
import { Stars } from '../../../components/Stars.tsx';
import { CarouselArrow, CarouselPauseButton } from '../../../components/CarouselControls.tsx';
import { useAutoplay } from '../../../components/CarouselHooks.tsx';

interface Testimonial {
  quote: string;
  name: string;
  place: string;
}

/** Five five-star quotes, looping every 2 s: 4 per view from 1280 px, 3 from 1024 px, 1 below (CSS widths). */
export function Testimonials() {
  const { t } = useTranslation('homeClosing');
  const headingId = useId();
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  const { autoplay, playing, toggle } = useAutoplay(TESTIMONIAL_AUTOPLAY_MS);
  const [viewportRef, api] = useCarousel({ loop: true, autoplay });

  return (
    <section aria-labelledby={headingId} className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="mb-8 flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('testimonials.eyebrow')}</p>
            <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('testimonials.heading')}
            </h2>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <CarouselPauseButton
              playing={playing}
              onToggle={toggle}
              labels={{ pause: t('testimonials.pause'), play: t('testimonials.play') }}
              tone="plain"
            />
            <CarouselArrow direction="prev" label={t('testimonials.previous')} onClick={() => api?.scrollPrev()} />
            <CarouselArrow direction="next" label={t('testimonials.next')} onClick={() => api?.scrollNext()} />
          </div>
        </div>
        <div
          aria-roledescription={t('carousel.role', { ns: 'common' })}
          aria-label={t('testimonials.label')}
          ref={viewportRef}
          tabIndex={0}
          className={`${CAROUSEL_VIEWPORT} ${CAROUSEL_FOCUSABLE}`}
        >
          <div className="-ms-5 flex">
            {items.map((item, index) => (
              <figure
                key={item.name}
                role="group"
                aria-roledescription={t('carousel.slide', { ns: 'common' })}
                aria-label={t('testimonials.slide', { index: index + 1, count: items.length })}
                className={`min-w-0 shrink-0 grow-0 basis-full ps-5 lg:basis-1/3 xl:basis-1/4 ${CAROUSEL_SLIDE}`}
              >
                <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Stars rating={5} size={18} />
                  <blockquote className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-slate-700">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                    >
                      {initials(item.name)}
                    </span>
                    <span>
                      <span className="block text-sm font-semibold text-slate-900">{item.name}</span>
                      <span className="block text-xs text-slate-500">{item.place}</span>
                    </span>
                  </figcaption>
                </div>
              </figure>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
