import { Suspense } from 'react';
import { lazy } from '../lib/lazy.ts';

const Page = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

/**
 * The not-found page for a page whose thing does not exist (an unknown activity, category, post or pass), loaded
 * only then: the pages that may show it carry none of its code on their first download.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
