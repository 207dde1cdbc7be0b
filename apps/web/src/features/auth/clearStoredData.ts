/** The prefix of everything the app keeps in localStorage for the signed-in visitor (cart memory and the like). */
export const STORED_DATA_PREFIX = 'weekends:';

/**
 * Logout clears the stored data: all of sessionStorage, which only ever holds this
 * tab's session, and the app's own localStorage keys. Storage can be unavailable (private modes, blocked
 * cookies); logging out must go on regardless.
 */
export function clearStoredData() {
  try {
    sessionStorage.clear();
  } catch {
    // Unavailable storage holds nothing to clear.
  }
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => !!key?.startsWith(STORED_DATA_PREFIX),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
