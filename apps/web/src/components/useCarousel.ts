import { useCallback, useEffect, useRef, useState } from 'react';
import { startCarousel, type CarouselApi, type CarouselOptions } from './snapCarousel.ts';

export {
  CAROUSEL_FOCUSABLE,
  CAROUSEL_SLIDE,
  CAROUSEL_VIEWPORT,
  type CarouselApi,
  type CarouselOptions,
} from './snapCarousel.ts';

/** How near the screen a carousel starts: its controls are ready before it scrolls into view. */
const NEAR = '300px';

/** Runs `work` in a task of its own when the browser is idle (or soon, where it cannot tell); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/**
 * The carousel's controls (snapCarousel.ts), started only when the carousel is near the screen and the browser is
 * idle. Starting one measures every slide, a forced layout of the page; done for every carousel of the home page
 * while it hydrates, it made one long task of the hydration on a phone. Until then the slides scroll natively (CSS
 * scroll snapping) and the arrows and dots wait (the api is undefined).
 *
 * The viewport is watched from its ref, without React state: a state set as the ref attaches is set inside the
 * hydration's commit, which React answers with a synchronous render of the carousel and all its cards in the same
 * task (on the home page, every row at once: a third of the hydration's last long task on a phone).
 */
export function useCarousel(options: CarouselOptions = {}) {
  const [api, setApi] = useState<CarouselApi>();
  const { loop, byView, autoplay } = options;
  const viewport = useRef<HTMLElement | null>(null);
  const [started, setStarted] = useState(false);

  // A viewport that mounts later (once its slides have loaded) is watched from then on; its cleanup stops it.
  const viewportRef = useCallback((element: HTMLElement | null) => {
    viewport.current = element;
    if (!element) return;
    let cancelStart: (() => void) | undefined;
    const start = () => (cancelStart = whenIdle(() => setStarted(true)));
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      cancelStart?.();
      viewport.current = null;
      setStarted(false);
    };
  }, []);

  // Started (and started again with new options, at the slide it showed) once near and idle; stopped when gone.
  useEffect(() => {
    if (!started || !viewport.current) return;
    const carousel = startCarousel(viewport.current, { loop, byView, autoplay });
    setApi(carousel);
    return () => {
      carousel.destroy();
      setApi(undefined);
    };
  }, [started, loop, byView, autoplay]);

  return [viewportRef, api] as const;
}
