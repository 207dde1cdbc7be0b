import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { CurrentUser } from '@weekends/shared/accounts';

/** Renders at `path` with a fresh query cache; `user` seeds the session (null: a visitor; left out: still loading). */
export function renderNewsletter(ui: ReactNode, { user, path = '/' }: { user?: CurrentUser | null; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(['session', 'me'], user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = { status: number; body?: unknown };

/** A fetch stand-in answering by 'METHOD /path'; a route may throw to act as a network failure. Records JSON bodies. */
export function fakeFetch(routes: Record<string, (body: unknown) => Answer | Promise<Answer>>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const { status, body: answer } = route ? await route(body) : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

export const subscribed = { status: 201, body: { message: 'Subscribed Successfully' } };
export const alreadySubscribed = { status: 409, body: { statusCode: 409, code: 'ALREADY_SUBSCRIBED', message: 'Already Subscribed' } };
export const serverError = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
