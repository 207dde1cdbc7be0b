import { useHydrated } from './useHydrated.ts';

/**
 * The site's origin for absolute links (share buttons). A page rendered on the server, and its hydration in the
 * browser, use relative links; the browser then fills in its own origin.
 */
export function useSiteOrigin(): string {
  return useHydrated() ? window.location.origin : '';
}
