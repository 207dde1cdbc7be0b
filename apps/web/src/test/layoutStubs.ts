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

/** ResizeObserver, IntersectionObserver (nothing is ever reported near) and matchMedia (nothing matches). */
export function stubLayoutApis() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
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
