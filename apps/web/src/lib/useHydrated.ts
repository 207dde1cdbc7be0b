import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once in a part
 * first rendered in the browser). A part that hydrates late, after the session is known, renders as the server did
 * (with nobody known) first, so its markup matches, then fills in who is here.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
