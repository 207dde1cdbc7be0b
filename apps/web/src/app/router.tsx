import { createBrowserRouter, matchRoutes, type DataRouter, type HydrationState } from 'react-router';
import { languageBase } from '@weekends/shared';
import { pageLanguage } from '../lib/i18n.ts';
import { appRoutes } from './routes.tsx';
import { hydrateWaitingParts } from '../components/BelowTheFold.tsx';

let router: DataRouter | undefined;

/**
 * An Arabic page's router works under /ar: its links and navigations ('/search') stay in Arabic ('/ar/search') without
 * any page knowing. The other language is a new page (the language switch), never a navigation within this router.
 */
const basename = () => languageBase(pageLanguage) || undefined;

function makeRouter(hydrationData?: HydrationState): DataRouter {
  router = createBrowserRouter(appRoutes, { basename: basename(), hydrationData });
  // Before React sees the new state: parts below the fold still waiting would hold it (components/BelowTheFold.tsx).
  router.subscribe(hydrateWaitingParts);
  return router;
}

/**
 * The browser's router. On a page this browser renders, it is made on first use and loads the page's lazy code
 * itself, showing nothing meanwhile. A page the server rendered makes it earlier, in `routerReady`.
 */
export function appRouter(): DataRouter {
  return router ?? makeRouter();
}

/**
 * For a page the server rendered: loads the lazy code of the page the address names, then makes the router already
 * standing on that page, as the server rendered it (React Router's way of hydrating lazy routes). React can then adopt
 * the server's HTML at once; before that code, the router would render an empty fallback, unlike the server's HTML.
 *
 * Standing on the page from the start (hydration data) is also what keeps the visitor's place: a router that arrives
 * at its first page as a navigation scrolls it to the top when React first renders, and on a slow phone a visitor has
 * often read down the server's page by then. The browser has already put a first load where it belongs (the top, the
 * address's #anchor, or where a reload or Back left it); later navigations scroll as usual (Layout's
 * ScrollRestoration).
 *
 * Called once, before the app first renders (start.tsx), in a task of its own after the app's code is evaluated, so
 * that the two are not one long task on a phone.
 */
export async function routerReady(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location, basename()) ?? [];
  try {
    // Each matched route of the table gets its code in place, as React Router's guide does it: the router copies the
    // table when it is made, just below.
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  } catch {
    // The page's code did not come: the router tries it again itself, and shows the route's error page if it fails.
    return initialized(makeRouter());
  }
  makeRouter({});
}

function initialized(target: DataRouter): Promise<void> {
  if (target.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = target.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
