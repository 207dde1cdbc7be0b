import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { wordsReady } from '../lib/i18n.ts';
import { AppProviders, queryClient } from './providers.tsx';
import { routerReady } from './router.tsx';
import { desktopPartsLoaded } from '../lib/desktop.ts';

/** Marks the document once the app has taken over the page, so tests (and scripts) can tell a rendered page is live. */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/**
 * An Arabic page's words for the code loaded so far (lib/i18n.ts). Should a file of them fail to download, the page
 * starts all the same, those words in English, rather than not at all.
 */
const wordsNow = () => wordsReady().catch(() => undefined);

/**
 * Takes the page over: adopts the server's HTML when the server rendered it (with the data it was rendered with),
 * else renders the page here.
 */
function startApp(root: HTMLElement, serverState: HTMLElement | null) {
  const app = (
    <StrictMode>
      <AppProviders />
      <MarkLive />
    </StrictMode>
  );
  if (serverState && root.firstElementChild) {
    // The first render here uses the same data as the server's, once the page's code has arrived, so React adopts
    // the server's HTML instead of replacing it.
    hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}') as DehydratedState);
    // As a transition, hydration works in slices and gives the main thread back between them (about every 5 ms), so
    // a tap or a scroll during it is not held up behind one long task; as a default update it would be one block.
    // On a desktop, also once the desktop-only parts the page shows have their code (components/desktopPart.tsx).
    void routerReady()
      .then(desktopPartsLoaded)
      .then(wordsNow)
      .then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    void wordsNow().then(() => createRoot(root).render(app));
  }
}

// An entry of its own, imported by main.tsx once the page has painted. It starts in the next task: evaluating the
// app's code is one task, and making the router (which loads the page's code) and starting React a second, where
// together they made one long task of 140-200 ms on a phone.
setTimeout(() => startApp(document.getElementById('root')!, document.getElementById('query-state')), 0);
