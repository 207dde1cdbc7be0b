import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './index.css';
import './lib/i18n.ts';
import { AppProviders, queryClient } from './app/providers.tsx';
import { routerReady } from './app/router.tsx';

/** Marks the document once the app has taken over the page, so tests (and scripts) can tell a rendered page is live. */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders />
    <MarkLive />
  </StrictMode>
);
// A page the server rendered (entry-server.tsx) carries the data it was rendered with: the first render here uses
// the same data, once the page's code has arrived, so React adopts the server's HTML instead of replacing it.
const serverState = document.getElementById('query-state');
if (serverState && root.firstElementChild) {
  hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}') as DehydratedState);
  // As a transition, hydration works in slices and gives the main thread back between them (about every 5 ms), so a
  // tap or a scroll during it is not held up behind one long task; as a default update it would be one block.
  void routerReady().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
