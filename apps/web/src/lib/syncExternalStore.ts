/**
 * React 18 and later have useSyncExternalStore built in. Libraries that still support older React import the
 * `use-sync-external-store/shim` copy instead; the build points them here (vite.config.ts), so the visitor's first
 * page does not download a second implementation of a hook React already has.
 */
export { useSyncExternalStore } from 'react';
