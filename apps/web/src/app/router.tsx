import { createBrowserRouter, type DataRouter } from 'react-router';
import { languageBase } from '@weekends/shared';
import { pageLanguage } from '../lib/i18n.ts';
import { appRoutes } from './routes.tsx';
import { hydrateWaitingParts } from '../components/BelowTheFold.tsx';

let router: DataRouter | undefined;

/**
 * The browser's router, made on first use rather than as the app's code is evaluated: making it matches the address
 * and starts loading the page's lazy code, which start.tsx does in a task of its own after the evaluation, so that
 * the two are not one long task on a phone.
 *
 * An Arabic page's router works under /ar: its links and navigations ('/search') stay in Arabic ('/ar/search') without
 * any page knowing. The other language is a new page (the language switch), never a navigation within this router.
 */
export function appRouter(): DataRouter {
  if (!router) {
    router = createBrowserRouter(appRoutes, { basename: languageBase(pageLanguage) || undefined });
    // Before React sees the new state: parts below the fold still waiting would hold it (components/BelowTheFold.tsx).
    router.subscribe(hydrateWaitingParts);
  }
  return router;
}

/**
 * Resolves once the router has loaded the lazy page the address names. A page the server rendered is hydrated only
 * then: before, the router would render its empty HydrateFallback and React would find nothing like the server's HTML.
 */
export function routerReady(target: DataRouter = appRouter()): Promise<void> {
  if (target.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = target.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
