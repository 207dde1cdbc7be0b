import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { CurrentUser } from '@weekends/shared/accounts';
import { CheckoutPage } from '../routes/CheckoutPage.tsx';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

/**
 * Opens the checkout at `path` as `user` (null: a visitor), with a fresh cache; other pages say where they are.
 * `beside` renders next to the page (a stand-in for what the layout mounts, such as the confirmation pop-up).
 */
export function renderCheckout(path: string, user: CurrentUser | null, beside?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], user);
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/:userId', element: <CheckoutPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      {beside}
    </QueryClientProvider>,
  );
  return { router, client };
}
