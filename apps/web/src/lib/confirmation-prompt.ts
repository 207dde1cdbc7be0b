import { useSyncExternalStore } from 'react';

/**
 * Whether the 'Lets Confirm Your Email Address' pop-up is asked for. Sign-up opens it, the header's
 * 'Pending' notice opens it again; the pop-up itself (mounted once in the layout) closes it.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openConfirmationPrompt = () => set(true);
export const closeConfirmationPrompt = () => set(false);

export function useConfirmationPromptOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
