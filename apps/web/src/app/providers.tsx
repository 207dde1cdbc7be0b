import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppContext } from './AppContext.tsx';
import { ReverifyHost } from '../components/factors/ReverifyHost.tsx';
import { QUERY_DEFAULTS } from './queryDefaults.ts';
import { appRouter } from './router.tsx';

export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

export function AppProviders() {
  return (
    <AppContext queryClient={queryClient}>
      <RouterProvider router={appRouter()} />
      <ReverifyHost />
    </AppContext>
  );
}
