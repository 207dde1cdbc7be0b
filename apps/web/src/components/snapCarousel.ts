/**
 * A carousel on the browser's own scrolling: the viewport is a horizontal scroller with CSS scroll snapping
 * (CAROUSEL_VIEWPORT, CAROUSEL_SLIDE), so a swipe, a trackpad and the keyboard move it natively, before any script
 * has run and in either direction of writing. What is left to script is small: where the snap positions are, which
 * one shows, the arrows and dots moving to one, and turning by itself. It replaced Embla, whose engine (drawing the
 * slides with transforms, its own pointer tracking) was 7 to 9 KB gzipped of the home and activity pages' first
 * JavaScript for what the browser does.
 */

/** The viewport: scrolls sideways only, snapping to slides, without a scrollbar (the arrows and dots show where). */
export const CAROUSEL_VIEWPORT =
  'overflow-x-auto overflow-y-hidden overscroll-x-contain snap-x snap-mandatory [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
/**
 * The viewport of slides with nothing to focus in them (photos, quotes): focusable itself (tabIndex 0), so a keyboard
 * reaches it and scrolls it with the arrow keys, with a ring to show it has the focus.
 */
export const CAROUSEL_FOCUSABLE =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
/** Each slide (a child of the viewport's one child, the row): where scrolling may come to rest. */
export const CAROUSEL_SLIDE = 'snap-start';

export interface CarouselOptions {
  /** Next from the last position goes back to the first, and Previous from the first to the last. */
  loop?: boolean;
  /** Positions a view of slides apart (rows of cards) rather than one slide apart. */
  byView?: boolean;
  /** Milliseconds between turns when it turns by itself; undefined: it does not. */
  autoplay?: number;
}

export type CarouselEvent = 'select' | 'reInit';

/** What the controls use: the same names as Embla's, so the components did not change with it. */
export interface CarouselApi {
  scrollPrev(): void;
  scrollNext(): void;
  scrollTo(index: number): void;
  selectedScrollSnap(): number;
  scrollSnapList(): number[];
  canScrollPrev(): boolean;
  canScrollNext(): boolean;
  on(event: CarouselEvent, listener: () => void): CarouselApi;
  off(event: CarouselEvent, listener: () => void): CarouselApi;
}

export interface RunningCarousel extends CarouselApi {
  destroy(): void;
}

/** Snap positions closer than this (CSS pixels) are one. */
const SAME = 2;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The snap positions, as distances scrolled from the start (whatever the direction of writing), ascending: each
 * slide's start edge, or with `byView` the first slide that does not fit in the view before it; none past the end.
 */
export function snapPositions(
  slides: readonly { start: number; end: number }[],
  view: number,
  max: number,
  byView: boolean,
): number[] {
  const positions: number[] = [0];
  for (const slide of slides) {
    const last = positions[positions.length - 1]!;
    const next = Math.min(Math.max(slide.start, 0), max);
    if (next - last < SAME) continue;
    if (byView && slide.end <= last + view + SAME) continue;
    positions.push(next);
  }
  return positions;
}

/** Starts the carousel on a viewport whose one child holds the slides. */
export function startCarousel(viewport: HTMLElement, options: CarouselOptions = {}): RunningCarousel {
  const listeners: Record<CarouselEvent, Set<() => void>> = { select: new Set(), reInit: new Set() };
  const emit = (event: CarouselEvent) => listeners[event].forEach((listener) => listener());
  let snaps: number[] = [0];
  let selected = 0;
  // While the carousel scrolls itself to a position, that position is the selected one (as the dots show at once);
  // the scroll's end, or the visitor taking over, hands the choice back to where the viewport rests.
  let heading: number | null = null;

  const rtl = () => getComputedStyle(viewport).direction === 'rtl';
  const scrolled = () => Math.abs(viewport.scrollLeft);
  const nearest = () => {
    const at = scrolled();
    let best = 0;
    snaps.forEach((position, index) => {
      if (Math.abs(position - at) < Math.abs(snaps[best]! - at)) best = index;
    });
    return best;
  };

  function measure() {
    const box = viewport.getBoundingClientRect();
    const reverse = rtl();
    const at = scrolled();
    const slides = Array.from(viewport.firstElementChild?.children ?? [], (slide) => {
      const rect = slide.getBoundingClientRect();
      const start = (reverse ? box.right - rect.right : rect.left - box.left) + at;
      return { start, end: start + rect.width };
    });
    const max = Math.max(viewport.scrollWidth - viewport.clientWidth, 0);
    snaps = snapPositions(slides, viewport.clientWidth, max, options.byView ?? false);
    heading = null;
    selected = nearest();
    emit('reInit');
  }

  function select(index: number) {
    if (index === selected) return;
    selected = index;
    emit('select');
  }

  function scrollTo(index: number) {
    const target = Math.min(Math.max(index, 0), snaps.length - 1);
    heading = target;
    select(target);
    const left = rtl() ? -snaps[target]! : snaps[target]!;
    viewport.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    restartAutoplay();
  }

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (heading !== null) {
        if (Math.abs(scrolled() - snaps[heading]!) >= SAME) return;
        heading = null;
      }
      select(nearest());
    });
  };
  // A move that came to rest (the visitor's swipe or the carousel's own) starts the next automatic turn's wait anew.
  const onScrollEnd = () => {
    heading = null;
    select(nearest());
    restartAutoplay();
  };
  const onTakeOver = () => {
    heading = null;
  };

  // Turning by itself, paused while the pointer is over it or focus is in it, or the page is hidden (WCAG 2.2.2: the
  // visitor also has a pause button, see useAutoplay).
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  function restartAutoplay() {
    clearTimeout(timer);
    if (!options.autoplay) return;
    timer = setTimeout(() => {
      if (hovered || focused || document.hidden) restartAutoplay();
      else api.scrollNext();
    }, options.autoplay);
  }
  const onEnter = () => (hovered = true);
  const onLeave = () => (hovered = false);
  const onFocusIn = () => (focused = true);
  const onFocusOut = (event: FocusEvent) => {
    if (!viewport.contains(event.relatedTarget as Node | null)) focused = false;
  };

  const api: RunningCarousel = {
    scrollPrev() {
      if (selected > 0) scrollTo(selected - 1);
      else if (options.loop && snaps.length > 1) scrollTo(snaps.length - 1);
    },
    scrollNext() {
      if (selected < snaps.length - 1) scrollTo(selected + 1);
      else if (options.loop && snaps.length > 1) scrollTo(0);
      else restartAutoplay();
    },
    scrollTo,
    selectedScrollSnap: () => selected,
    scrollSnapList: () => [...snaps],
    canScrollPrev: () => selected > 0 || (!!options.loop && snaps.length > 1),
    canScrollNext: () => selected < snaps.length - 1 || (!!options.loop && snaps.length > 1),
    on(event, listener) {
      listeners[event].add(listener);
      return api;
    },
    off(event, listener) {
      listeners[event].delete(listener);
      return api;
    },
    destroy() {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      resize?.disconnect();
      mutation?.disconnect();
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeEventListener('scrollend', onScrollEnd);
      for (const event of ['pointerdown', 'wheel', 'touchstart'] as const)
        viewport.removeEventListener(event, onTakeOver);
      viewport.removeEventListener('mouseenter', onEnter);
      viewport.removeEventListener('mouseleave', onLeave);
      viewport.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('focusout', onFocusOut);
      listeners.select.clear();
      listeners.reInit.clear();
    },
  };

  viewport.addEventListener('scroll', onScroll, { passive: true });
  viewport.addEventListener('scrollend', onScrollEnd);
  for (const event of ['pointerdown', 'wheel', 'touchstart'] as const)
    viewport.addEventListener(event, onTakeOver, { passive: true });
  viewport.addEventListener('mouseenter', onEnter);
  viewport.addEventListener('mouseleave', onLeave);
  viewport.addEventListener('focusin', onFocusIn);
  viewport.addEventListener('focusout', onFocusOut);
  // The positions move with the viewport's width (a turned phone, a wider window) and with the slides (loaded later).
  const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure());
  resize?.observe(viewport);
  if (viewport.firstElementChild) resize?.observe(viewport.firstElementChild);
  const mutation = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(() => measure());
  if (viewport.firstElementChild) mutation?.observe(viewport.firstElementChild, { childList: true });

  measure();
  restartAutoplay();
  return api;
}
