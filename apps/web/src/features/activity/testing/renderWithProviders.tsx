import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { CurrentUser } from '@weekends/shared';

/**
 * Renders with a fresh query cache (no retries, so failures show at once) and a router for links. `user` seeds the
 * session as the header's request would have left it: null for a visitor; left out, the session is fetched.
 */
export function renderWithProviders(ui: ReactNode, { user }: { user?: CurrentUser | null } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(['session', 'me'], user);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A signed-in customer; `{ ...customerFixture, isGuest: true }` for a guest. */
export const customerFixture: CurrentUser = {
  id: 3,
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.test',
  phoneNumber: '+971501234567',
  isGuest: false,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
};

/** A fetch stand-in answering JSON by path, recording each call (with its JSON body, if any). */
export function fakeFetch(routes: Record<string, (init?: RequestInit) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}) });
    const route = routes[`${method} ${url.pathname}`];
    const { status, body } = route ? await route(init) : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
