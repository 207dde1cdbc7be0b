import { createBrowserRouter, type DataRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

export const router = createBrowserRouter(appRoutes);

/**
 * Resolves once the router has loaded the lazy page the address names. A page the server rendered is hydrated only
 * then: before, the router would render its empty HydrateFallback and React would find nothing like the server's HTML.
 */
export function routerReady(target: DataRouter = router): Promise<void> {
  if (target.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = target.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
