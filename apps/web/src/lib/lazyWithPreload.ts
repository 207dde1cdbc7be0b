import { type ComponentType } from 'react';
import { lazy } from './lazy.ts';

/**
 * React.lazy with a `preload()` to start the download early (pointer over or focus on the control that opens
 * the part). Used for parts a visitor opens rather than sees, such as menus and dialogs, so their code stays out
 * of the first page's JavaScript (at most 170 KB gzipped, docs/WEB.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy puts on its component
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<T>) {
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next attempt.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(
    lazy(() => preload()),
    { preload: () => void preload().catch(() => {}) },
  );
}
