import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { GuestOnly } from '../../../app/guards.tsx';

/**
 * Renders sign-in routes behind the app's real guest-only guard, with a fresh query cache, at `entry`.
 * Any other address renders its path, so a test can see where the visitor was sent.
 */
export function renderAuth(routes: RouteObject[], entry: InitialEntry) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: routes },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

export const visitor = { 'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }) };

export function userFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    firstName: 'Sara',
    lastName: 'Haddad',
    email: 'sara@example.com',
    phoneNumber: '+971501234567',
    isGuest: false,
    socialLogin: 0,
    isHost: false,
    isCorporate: false,
    isConfirmed: false,
    isAdmin: false,
    staffRole: null,
    isCorporateAdmin: false,
    ...overrides,
  };
}
