/** Tailwind's lg breakpoint: from here the header shows its menu row, a listing its sidebar, an activity its panel. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether the screen is desktop wide now. Environments without matchMedia (jsdom in unit tests) are a phone. */
export function isDesktop(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(DESKTOP_QUERY).matches ?? false);
}

/** Calls `onChange` whenever the screen crosses the desktop width (for useSyncExternalStore); answers unsubscribe. */
export function subscribeToDesktop(onChange: () => void): () => void {
  const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(DESKTOP_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Resolves when the screen becomes desktop wide (a tablet turned, a window widened); never while it stays narrow. */
export function whenDesktop(): Promise<void> {
  return new Promise((resolve) => {
    const list = window.matchMedia?.(DESKTOP_QUERY);
    const onChange = () => {
      if (!list?.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list?.addEventListener('change', onChange);
  });
}

/** How long hydration waits at most for the desktop-only parts' code, a few KB fetched beside the app's own. */
const HYDRATION_WAIT_MS = 3000;

/** The downloads of the desktop-only parts a desktop started as their modules loaded. */
const loading: Promise<unknown>[] = [];

/** Notes a desktop-only part's download, which the app waits for before it hydrates (desktopPartsLoaded). */
export function noteDesktopDownload(download: Promise<unknown>): void {
  loading.push(download);
}

/**
 * Settles once the desktop-only parts whose modules have loaded so far have their code (at once on a phone, which
 * starts none). Hydrating only then, a desktop renders those parts in the hydrating render itself, so React adopts
 * their server HTML at once: a part still waiting for its code would keep its HTML but lose it (and flash) on the
 * first update that reached it before the code came.
 */
export function desktopPartsLoaded(): Promise<unknown> {
  // Not forever: a download that hangs must not keep the page from coming alive. Its part then keeps the server's
  // HTML until the code comes, as a part below the fold does.
  const patience = new Promise((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS));
  return Promise.race([Promise.allSettled(loading), patience]);
}
