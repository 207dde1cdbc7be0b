import { vi } from 'vitest';

/**
 * jsdom lays nothing out and has no layout observers; components that watch sizes (Radix's positioning and slider,
 * the carousels) only need them to exist. Undo with vi.unstubAllGlobals().
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** matchMedia, whose queries match as `matches` says (none by default; a desktop: the 1024 px query). */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

/** A desktop's width for matchMedia: the price panel and other desktop-only parts are mounted from 1024 px. */
export const DESKTOP_QUERY = (query: string) => query === '(min-width: 1024px)';

/** ResizeObserver, IntersectionObserver (nothing is ever reported near) and matchMedia (as stubMatchMedia). */
export function stubLayoutApis(matches?: (query: string) => boolean) {
  stubMatchMedia(matches);
  stubResizeObserver();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}
