import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. Used to mount only the filter panel the screen
 * uses: a panel hidden with CSS would still fetch, hold focusable controls, and its SVG star gradients
 * (referenced by id) would stop painting the stars elsewhere on the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
