import { useCallback } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';

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
 *
 * The viewport is watched from its ref, without React state: a state set as the ref attaches is set inside the
 * hydration's commit, which React answers with a synchronous render of the carousel and all its cards in the same
 * task (on the home page, every row at once: a third of the hydration's last long task on a phone).
 */
export function useCarousel(...[options, plugins]: EmblaArgs) {
  // On an Arabic page the slides run right to left: embla lays them out and swipes them the page's way.
  const { i18n } = useTranslation();
  const [startEmbla, api] = useEmblaCarousel({ ...options, direction: i18n.dir(i18n.language) }, plugins);
  // A viewport that mounts later (once its slides have loaded) is watched from then on; its cleanup stops embla.
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return;
      let cancelStart: (() => void) | undefined;
      const start = () => (cancelStart = whenIdle(() => startEmbla(viewport)));
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
        observer.observe(viewport);
      }
      return () => {
        observer?.disconnect();
        cancelStart?.();
        startEmbla(null);
      };
    },
    [startEmbla],
  );
  return [viewportRef, api] as const;
}
