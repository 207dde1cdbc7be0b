import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { QUERY_DEFAULTS } from './queryDefaults.ts';
import { router } from './router.tsx';

export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
