import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/**
 * Renders `ui` at `path` (matched by `pattern`) with a fresh query cache (no retries, so failures show at once);
 * any other address the page navigates to renders 'Now at {path}', so redirects can be asserted.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', pattern = '*', prepare }: { path?: string; pattern?: string; prepare?: (client: QueryClient) => void } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Cache entries (the session user, say) set before the first render, as if loaded earlier.
  prepare?.(client);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

type Answer = { status: number; body?: unknown };

/** A fetch stand-in answering JSON by 'METHOD /path', recording each call with its parsed JSON body. */
export function fakeFetch(routes: Record<string, (body: unknown, init?: RequestInit) => Answer | Promise<Answer>>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body, headers: { ...(init?.headers as Record<string, string>) } });
    const route = routes[`${method} ${url.pathname}`];
    const { status, body: answer } = route ? await route(body, init) : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(status === 204 ? null : JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
