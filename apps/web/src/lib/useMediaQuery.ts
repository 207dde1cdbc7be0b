import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. Used to mount only what the screen uses (the desktop
 * mega menu, one of the two filter panels): a part hidden with CSS would still be downloaded and fetch, hold
 * focusable controls, and the filter panel's SVG star gradients (referenced by id) would stop painting the stars
 * elsewhere on the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      // Environments without matchMedia (jsdom in unit tests) are treated as a phone.
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
