import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../lib/useNearViewport.ts';

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
export function useCarousel(...[options, plugins]: EmblaArgs) {
  // On an Arabic page the slides run right to left: embla lays them out and swipes them the page's way.
  const { i18n } = useTranslation();
  const [startEmbla, api] = useEmblaCarousel({ ...options, direction: i18n.dir(i18n.language) }, plugins);
  // The element in a ref for useNearViewport, and in state so a viewport that mounts later (once its slides have
  // loaded) still starts embla.
  const element = useRef<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const viewportRef = useCallback((node: HTMLElement | null) => {
    element.current = node;
    setViewport(node);
  }, []);
  const near = useNearViewport(element, NEAR);
  useEffect(() => {
    if (!near || !viewport) return;
    const cancel = whenIdle(() => startEmbla(viewport));
    return () => {
      cancel();
      startEmbla(null);
    };
  }, [near, viewport, startEmbla]);
  return [viewportRef, api] as const;
}
