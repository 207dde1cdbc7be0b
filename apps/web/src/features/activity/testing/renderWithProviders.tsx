import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders with a fresh query cache (no retries, so failures show at once) and a router for links. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch stand-in answering JSON by path, recording each call. */
export function fakeFetch(routes: Record<string, (init?: RequestInit) => { status: number; body?: unknown }>) {
  const calls: { method: string; path: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname });
    const route = routes[`${method} ${url.pathname}`];
    const { status, body } = route ? route(init) : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
