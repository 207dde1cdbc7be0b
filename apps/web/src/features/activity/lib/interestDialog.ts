import { useSyncExternalStore } from 'react';

/**
 * Whether the Submit Interest pop-up is asked for. The button may sit in the desktop panel or inside the phone's
 * booking sheet, which closes as the pop-up opens; so the request lives here and the activity page's Booking
 * mounts the pop-up (InterestPrompt) outside both.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` each time the pop-up is asked for; answers the unsubscribe. */
export function onInterestDialogOpen(listener: () => void): () => void {
  const watch = () => open && listener();
  listeners.add(watch);
  return () => listeners.delete(watch);
}

export const openInterestDialog = () => set(true);
export const closeInterestDialog = () => set(false);

export function useInterestDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
