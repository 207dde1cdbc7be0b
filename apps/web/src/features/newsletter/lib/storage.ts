/**
 * What this browser remembers about the newsletter, in localStorage (which may be unavailable: private modes,
 * blocked storage; then nothing is remembered and nothing breaks).
 * - the pop-up's display counter (shown while it is below 2, incremented when shown);
 * - that someone here subscribed (or was already subscribed), so the pop-up does not ask again.
 */
export const POPUP_COUNT_KEY = 'weekends:newsletterPopupCount';
export const SUBSCRIBED_KEY = 'weekends:newsletterSubscribed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the pop-up may show again on a later visit, which is harmless.
  }
}

export function popupCount(): number {
  const value = Number.parseInt(read(POPUP_COUNT_KEY) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function incrementPopupCount(): void {
  write(POPUP_COUNT_KEY, String(popupCount() + 1));
}

export function hasSubscribed(): boolean {
  return read(SUBSCRIBED_KEY) === '1';
}

export function markSubscribed(): void {
  write(SUBSCRIBED_KEY, '1');
}
