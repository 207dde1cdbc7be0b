import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

type EmblaArgs = Parameters<typeof useEmblaCarousel>;

/** How near the screen a carousel starts: its first swipe is ready before it scrolls into view. */
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
 * Embla, started only when the carousel is near the screen and the browser is idle. Starting embla measures every
 * slide, a forced layout of the page; done for every carousel of the home page while it hydrates, it made one long
 * task of the hydration on a phone. Until then the slides show as the server laid them out and the controls wait
 * (the api is undefined, as embla's own hook has it before it starts).
 */
export function useCarousel(...args: EmblaArgs) {
  const [startEmbla, api] = useEmblaCarousel(...args);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!viewport) return;
    if (typeof IntersectionObserver === 'undefined') {
      startEmbla(viewport);
      return () => startEmbla(null);
    }
    let cancel = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancel = whenIdle(() => startEmbla(viewport));
      },
      { rootMargin: NEAR },
    );
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      cancel();
      startEmbla(null);
    };
  }, [viewport, startEmbla]);
  const viewportRef = useCallback((node: HTMLElement | null) => setViewport(node), []);
  return [viewportRef, api] as const;
}
