import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. The server, and the browser while it hydrates, answer
 * false: a page rendered on the server would show every screen the narrow variant until it hydrated. So what a
 * server-rendered page shows at a width is chosen with CSS breakpoints (a desktop-only part with
 * components/desktopPart.tsx); this is for parts of pages rendered in the browser, and for reacting to a change
 * (closing a phone's panel when the screen widens).
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
