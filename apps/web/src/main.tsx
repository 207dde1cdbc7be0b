import { StrictMode, useEffect } from 'react';
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
  void routerReady().then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
