import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * Whether payments are a test: the server writes `data-test-mode` on <html> while its gateway is the sandbox
 * (apps/api/src/plugins/web.ts), so the app knows without a request and no card number typed here is ever charged.
 */
function readTestMode(): boolean {
  return document.documentElement.hasAttribute('data-test-mode');
}

/**
 * True in the browser of a test-mode site. False on the server and while the browser hydrates the server's HTML (the
 * renderer has no page attribute to read), so the markup matches; the marks appear right after.
 */
export function useTestMode(): boolean {
  return useSyncExternalStore(noChanges, readTestMode, () => false);
}
