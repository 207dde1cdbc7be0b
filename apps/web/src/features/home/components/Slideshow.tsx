import { CAROUSEL_FOCUSABLE, CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Slide } from '@weekends/shared';
import { CarouselArrow, CarouselDots, CarouselPauseButton } from '../../../components/CarouselControls.tsx';
import { useAutoplay, useCarouselNav } from '../../../components/CarouselHooks.tsx';
import { useSlides } from '../api.ts';

const SLIDE_DELAY_MS = 5000;

/*
 * One box for every state (loading, slides, none) with the same aspect ratio per breakpoint, so the
 * hero never shifts the page. Phones get imageSmall (4:3), wider screens the wide image (16:6).
 */
const frame = 'relative aspect-[4/3] w-full overflow-hidden bg-brand-900 sm:rounded-3xl md:aspect-[16/6]';

export function Slideshow() {
  const { data: slides, isPending } = useSlides();
  if (isPending) return <div className={`${frame} animate-pulse bg-slate-200`} aria-hidden="true" />;
  if (!slides?.length) return <SlideFallback />;
  return <SlideCarousel slides={slides} />;
}

function SlideCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('home');
  const { autoplay, playing, toggle } = useAutoplay(SLIDE_DELAY_MS);
  const [viewportRef, api] = useCarousel({ loop: slides.length > 1, autoplay });
  const nav = useCarouselNav(api);
  const many = slides.length > 1;
  // Slides without a link leave nothing to focus inside: the viewport takes the focus itself.
  const linkless = slides.every((slide) => !slide.link);

  return (
    <section
      aria-roledescription={t('carousel.role', { ns: 'common' })}
      aria-label={t('slides.label')}
      className={frame}
    >
      <div
        ref={viewportRef}
        tabIndex={linkless ? 0 : undefined}
        className={`h-full ${CAROUSEL_VIEWPORT} ${linkless ? CAROUSEL_FOCUSABLE : ''}`}
      >
        <div className="flex h-full">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('carousel.slide', { ns: 'common' })}
              aria-label={t('slides.slide', { index: index + 1, count: slides.length })}
              className={`relative h-full min-w-0 shrink-0 grow-0 basis-full ${CAROUSEL_SLIDE}`}
            >
              <SlideBody slide={slide} first={index === 0} />
            </div>
          ))}
        </div>
      </div>

      {many && (
        <>
          {/* Phones swipe; the arrows would only cover the picture there. */}
          <div className="hidden sm:block">
            <CarouselArrow
              direction="prev"
              label={t('slides.previous')}
              onClick={() => api?.scrollPrev()}
              className="absolute top-1/2 start-4 -translate-y-1/2 border-transparent bg-white/90 lg:start-5"
            />
            <CarouselArrow
              direction="next"
              label={t('slides.next')}
              onClick={() => api?.scrollNext()}
              className="absolute top-1/2 end-4 -translate-y-1/2 border-transparent bg-white/90 lg:end-5"
            />
          </div>
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-2 sm:bottom-4">
            <CarouselPauseButton
              playing={playing}
              onToggle={toggle}
              labels={{ pause: t('slides.pause'), play: t('slides.play') }}
            />
            <CarouselDots
              count={nav.snapCount || slides.length}
              selected={nav.selectedIndex}
              onSelect={(index) => api?.scrollTo(index)}
              label={(index) => t('slides.goTo', { index })}
              tone="light"
              className="rounded-full bg-slate-900/30 px-1.5 backdrop-blur"
            />
          </div>
        </>
      )}
    </section>
  );
}

function SlideBody({ slide, first }: { slide: Slide; first: boolean }) {
  const { t } = useTranslation('home');
  const picture = (
    <picture>
      <source media="(min-width: 768px)" srcSet={slide.image} />
      <img
        src={slide.imageSmall}
        // A slide with a title shows it over the picture, which is then read once, as the caption.
        alt={slide.title ? '' : t('slides.fallbackAlt')}
        // The first slide is the largest paint of the page: fetch it at once; the others when needed.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
  const caption = slide.title && (
    <>
      <span
        className="absolute inset-0 bg-gradient-to-t from-slate-950/70 via-slate-950/10 to-transparent"
        aria-hidden="true"
      />
      <span className="absolute inset-x-0 bottom-12 px-5 text-xl leading-tight font-bold text-balance text-white drop-shadow sm:bottom-16 sm:px-10 sm:text-3xl lg:text-4xl">
        {slide.title}
      </span>
    </>
  );
  if (!slide.link)
    return (
      <>
        {picture}
        {caption}
      </>
    );
  const linkClass =
    'block h-full focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white';
  return slide.link.startsWith('/') ? (
    <Link to={slide.link} className={linkClass}>
      {picture}
      {caption}
    </Link>
  ) : (
    <a href={slide.link} className={linkClass}>
      {picture}
      {caption}
    </a>
  );
}

function SlideFallback() {
  const { t } = useTranslation('home');
  return (
    <div className={`${frame} flex items-end bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900`}>
      <svg
        viewBox="0 0 400 160"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1/2 w-full text-brand-600/40"
      >
        <path d="M0 110c70-40 130-40 200 0s130 40 200 0v50H0z" fill="currentColor" />
      </svg>
      <div
        aria-hidden="true"
        className="absolute top-[18%] end-[12%] h-24 w-24 rounded-full bg-sun-400/90 blur-[1px] sm:h-40 sm:w-40"
      />
      <div className="relative max-w-2xl p-6 sm:p-12">
        <p className="text-2xl font-bold text-balance text-white sm:text-4xl">{t('slides.emptyHeading')}</p>
        <p className="mt-3 text-sm text-brand-50 sm:text-lg">{t('slides.emptyText')}</p>
      </div>
    </div>
  );
}
