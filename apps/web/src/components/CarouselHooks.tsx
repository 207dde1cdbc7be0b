import { useCallback, useState, useSyncExternalStore } from 'react';
import type { CarouselApi } from './useCarousel.ts';

export interface CarouselNav {
  selectedIndex: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

const EMPTY = '0:0:0:0';

/**
 * The state the prev/next buttons and dots need, read from the carousel as an external store so the controls
 * re-render on 'select' and 'reInit' without copying its state into React state by hand.
 */
export function useCarouselNav(api: CarouselApi | undefined): CarouselNav {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  // A string snapshot is compared by value, so an unchanged carousel never re-renders its controls.
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? `${api.selectedScrollSnap()}:${api.scrollSnapList().length}:${+api.canScrollPrev()}:${+api.canScrollNext()}`
        : EMPTY,
    () => EMPTY,
  );
  const [selectedIndex = 0, snapCount = 0, canPrev = 0, canNext = 0] = snapshot.split(':').map(Number);
  return { selectedIndex, snapCount, canPrev: canPrev === 1, canNext: canNext === 1 };
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const list = window.matchMedia?.(reducedMotionQuery);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Visitors who ask the system for less motion get no auto-advancing slides. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}

/**
 * The `autoplay` option of an auto-advancing carousel that a visitor can pause (WCAG 2.2.2): the delay while
 * playing, undefined once paused (the carousel starts again at the current slide without it, so hovering out again
 * cannot restart it). It waits while the pointer is over the slides or focus is in them. Reduced-motion visitors
 * start paused and may still press play.
 */
export function useAutoplay(delay: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const playing = choice === 'auto' ? !reducedMotion : choice === 'play';
  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);
  return { autoplay: playing ? delay : undefined, playing, toggle };
}
