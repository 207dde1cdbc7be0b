import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders at `url` with a fresh query cache (no retries, so failures show at once) and a router. */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

type Answer = { status: number; body?: unknown };

/** A fetch stand-in answering JSON by method and path, recording each call (with its JSON body, if any). */
export function fakeFetch(routes: Record<string, (init?: RequestInit) => Answer | Promise<Answer>>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}) });
    const route = routes[`${method} ${url.pathname}`];
    const { status, body } = route ? await route(init) : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
