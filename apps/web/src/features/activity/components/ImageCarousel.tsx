import { CAROUSEL_FOCUSABLE, CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

const arrow =
  'absolute top-1/2 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The activity's photos: a swipeable slider with arrows and thumbnails. The frame has a fixed aspect ratio,
 * so the page does not jump while photos load; the first photo loads eagerly because it is the page's main image.
 */
export function ImageCarousel({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('activity');
  const [viewportRef, carousel] = useCarousel({ loop: images.length > 1 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => setSelected(carousel.selectedScrollSnap());
    carousel.on('select', onSelect).on('reInit', onSelect);
    return () => {
      carousel.off('select', onSelect).off('reInit', onSelect);
    };
  }, [carousel]);

  const previous = useCallback(() => carousel?.scrollPrev(), [carousel]);
  const next = useCallback(() => carousel?.scrollNext(), [carousel]);
  // The arrow keys go along the reading direction: on an Arabic page the next photo is to the left.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    if (event.key === 'ArrowLeft') (rtl ? next : previous)();
    if (event.key === 'ArrowRight') (rtl ? previous : next)();
  };

  if (images.length === 0) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        {t('gallery.noImage')}
      </div>
    );
  }

  const count = images.length;
  return (
    <section
      aria-roledescription={t('carousel.role', { ns: 'common' })}
      aria-label={t('gallery.label', { title })}
      onKeyDown={onKeyDown}
    >
      <div className="relative">
        <div
          ref={viewportRef}
          tabIndex={0}
          // The focused photos scroll with the arrow keys themselves (either direction of writing).
          onKeyDown={(event) => event.stopPropagation()}
          className={`rounded-2xl bg-slate-100 ${CAROUSEL_VIEWPORT} ${CAROUSEL_FOCUSABLE}`}
        >
          <div className="flex">
            {images.map((src, index) => (
              <div
                key={src}
                role="group"
                aria-roledescription={t('carousel.slide', { ns: 'common' })}
                aria-label={t('gallery.slide', { title, index: index + 1, count })}
                aria-hidden={index !== selected}
                className={`relative aspect-[16/10] min-w-0 flex-[0_0_100%] ${CAROUSEL_SLIDE}`}
              >
                <img
                  src={src}
                  alt={t('gallery.slide', { title, index: index + 1, count })}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="absolute inset-0 h-full w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button type="button" onClick={previous} aria-label={t('gallery.previous')} className={`${arrow} start-3`}>
              {/* Previous points back along the reading direction: left in English, right in Arabic. */}
              <ChevronLeftIcon size={20} className="rtl:-scale-x-100" />
            </button>
            <button type="button" onClick={next} aria-label={t('gallery.next')} className={`${arrow} end-3`}>
              <ChevronRightIcon size={20} className="rtl:-scale-x-100" />
            </button>
            <span
              className="absolute end-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
              aria-hidden="true"
            >
              {selected + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => carousel?.scrollTo(index)}
                aria-label={t('gallery.goTo', { index: index + 1 })}
                aria-current={index === selected}
                className={`block h-14 w-20 overflow-hidden rounded-lg border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:h-16 sm:w-24 ${
                  index === selected ? 'border-brand-700' : 'border-transparent opacity-70 hover:opacity-100'
                }`}
              >
                <img src={src} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
