import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snapPositions, startCarousel, type RunningCarousel } from './snapCarousel.ts';

describe('snapPositions', () => {
  const slides = (width: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ start: i * width, end: (i + 1) * width }));

  it('is each slide’s start, none past the end of the row', () => {
    // Five slides of 300 in a view of 600: the row scrolls 900 at most.
    expect(snapPositions(slides(300, 5), 600, 900, false)).toEqual([0, 300, 600, 900]);
  });

  it('is a view apart for rows of cards, the last one at the end', () => {
    // Ten cards of 250 in a view of 1000 (four a view): 0, the fifth card, then the end (six views would pass it).
    expect(snapPositions(slides(250, 10), 1000, 1500, true)).toEqual([0, 1000, 1500]);
  });

  it('is one position when everything fits', () => {
    expect(snapPositions(slides(200, 3), 600, 0, true)).toEqual([0]);
    expect(snapPositions(slides(200, 3), 600, 0, false)).toEqual([0]);
  });
});

/**
 * A viewport laid out by hand (jsdom lays nothing out): `count` slides of `width` in a view of `view`, scrolled by
 * scrollLeft (negative right to left, as browsers have it).
 */
function viewportOf(count: number, width: number, view: number, direction: 'ltr' | 'rtl' = 'ltr') {
  const viewport = document.createElement('div');
  viewport.dir = direction;
  viewport.style.direction = direction;
  const row = document.createElement('div');
  viewport.append(row);
  for (let i = 0; i < count; i++) row.append(document.createElement('div'));
  document.body.append(viewport);
  let scrollLeft = 0;
  Object.defineProperties(viewport, {
    clientWidth: { value: view },
    scrollWidth: { value: count * width },
    scrollLeft: { get: () => scrollLeft, set: (value: number) => (scrollLeft = value) },
  });
  viewport.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: view, height: 100 });
  Array.from(row.children).forEach((slide, i) => {
    slide.getBoundingClientRect = () => {
      const start = i * width - Math.abs(scrollLeft);
      const x = direction === 'rtl' ? view - start - width : start;
      return DOMRect.fromRect({ x, y: 0, width, height: 100 });
    };
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollLeft = options.left!;
  });
  viewport.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  /** The visitor swipes to `left` and lets go. */
  const swipe = (left: number) => {
    scrollLeft = left;
    viewport.dispatchEvent(new Event('scrollend'));
  };
  return { viewport, scrollTo, swipe };
}

let carousel: RunningCarousel | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  carousel?.destroy();
  carousel = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startCarousel', () => {
  it('moves to the next and previous slide, smoothly, and tells its controls', () => {
    const { viewport, scrollTo } = viewportOf(4, 400, 400);
    carousel = startCarousel(viewport);
    const select = vi.fn();
    carousel.on('select', select);
    expect(carousel.scrollSnapList()).toEqual([0, 400, 800, 1200]);
    expect([carousel.canScrollPrev(), carousel.canScrollNext()]).toEqual([false, true]);

    carousel.scrollNext();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    expect(carousel.selectedScrollSnap()).toBe(1);
    expect(select).toHaveBeenCalledOnce();
    carousel.scrollTo(3);
    expect([carousel.canScrollPrev(), carousel.canScrollNext()]).toEqual([true, false]);
    carousel.scrollNext();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    carousel.scrollPrev();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
  });

  it('scrolls the other way on a right-to-left page', () => {
    const { viewport, scrollTo } = viewportOf(3, 400, 400, 'rtl');
    vi.stubGlobal('getComputedStyle', () => ({ direction: 'rtl' }));
    carousel = startCarousel(viewport);
    expect(carousel.scrollSnapList()).toEqual([0, 400, 800]);
    carousel.scrollNext();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
    expect(carousel.scrollSnapList()).toEqual([0, 400, 800]);
  });

  it('goes round when it loops', () => {
    const { viewport, scrollTo } = viewportOf(3, 400, 400);
    carousel = startCarousel(viewport, { loop: true });
    expect([carousel.canScrollPrev(), carousel.canScrollNext()]).toEqual([true, true]);
    carousel.scrollPrev();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
    carousel.scrollNext();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('follows the visitor’s own swipe to the slide it rests on', () => {
    const { viewport, swipe } = viewportOf(4, 400, 400);
    carousel = startCarousel(viewport);
    const select = vi.fn();
    carousel.on('select', select);
    swipe(790);
    expect(carousel.selectedScrollSnap()).toBe(2);
    expect(select).toHaveBeenCalledOnce();
  });

  it('jumps without the smooth scroll for visitors who ask for less motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { viewport, scrollTo } = viewportOf(2, 400, 400);
    carousel = startCarousel(viewport);
    carousel.scrollNext();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'auto' });
  });

  it('turns by itself, waits while the pointer is over it or focus is in it, and stops when stopped', () => {
    const { viewport, scrollTo } = viewportOf(3, 400, 400);
    carousel = startCarousel(viewport, { loop: true, autoplay: 2000 });
    vi.advanceTimersByTime(1999);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    viewport.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(6000);
    expect(scrollTo).toHaveBeenCalledOnce();
    viewport.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(2000);
    expect(scrollTo).toHaveBeenCalledTimes(2);

    viewport.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(6000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    viewport.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
    vi.advanceTimersByTime(2000);
    // Round from the last slide to the first.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });

    carousel.destroy();
    vi.advanceTimersByTime(10_000);
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('waits a whole turn after the visitor swiped it', () => {
    const { viewport, scrollTo, swipe } = viewportOf(3, 400, 400);
    carousel = startCarousel(viewport, { loop: true, autoplay: 2000 });
    vi.advanceTimersByTime(1500);
    swipe(400);
    vi.advanceTimersByTime(1999);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
  });

  it('waits a whole turn after the visitor moved it', () => {
    const { viewport, scrollTo } = viewportOf(3, 400, 400);
    carousel = startCarousel(viewport, { loop: true, autoplay: 2000 });
    vi.advanceTimersByTime(1500);
    carousel.scrollTo(2);
    vi.advanceTimersByTime(1999);
    expect(scrollTo).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });
});
