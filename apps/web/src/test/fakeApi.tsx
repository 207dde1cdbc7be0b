import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@weekends/shared';
import { LoginPromptSlot } from '../components/loginPromptSlot.ts';
import { renderLoginPrompt } from '../features/login-dialog/LoginPrompt.tsx';

/**
 * Test-only helpers shared by every web feature: a render with the app's providers and fetch stand-ins.
 */

export interface RenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  /**
   * Renders `ui` only at addresses matching this route pattern; any other address renders 'Now at {path}', so
   * redirects can be asserted. Left out, `ui` renders at every address.
   */
  pattern?: string;
  /** Seeds the session as the header's request would have left it: null for a visitor; left out, it is fetched. */
  user?: CurrentUser | null;
  /** Cache entries set before the first render, as if loaded earlier. */
  prepare?: (client: QueryClient) => void;
}

/**
 * Renders `ui` with a fresh query cache (no retries, so failures show at once), the login pop-up and a memory router.
 */
export function renderWithProviders(ui: ReactNode, { path = '/', pattern, user, prepare }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(['session', 'me'], user);
  prepare?.(client);
  const view = render(
    <QueryClientProvider client={client}>
      <LoginPromptSlot value={renderLoginPrompt}>
        <MemoryRouter initialEntries={[path]}>
          {pattern === undefined ? (
            ui
          ) : (
            <Routes>
              <Route path={pattern} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          )}
        </MemoryRouter>
      </LoginPromptSlot>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

export type Answer = { status: number; body?: unknown };

/** What a route handler of `fakeFetch` is given. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  init?: RequestInit;
}

export interface FakeCall {
  method: string;
  path: string;
  /** The query string ('?page=2'), only when the address had one. */
  query?: string;
  /** The parsed JSON body, only when the request had one. */
  body?: unknown;
  /** The request's headers, only with `{ recordHeaders: true }`. */
  headers?: Record<string, string>;
}

/**
 * What a fetch stand-in was asked, whether it was called as `fetch(url, init)` or, as the API client does, with one
 * Request: the address, method, headers (names in lower case) and JSON body.
 */
async function readRequest(input: RequestInfo | URL, init?: RequestInit) {
  if (input instanceof Request) {
    const text = input.body === null ? '' : await input.clone().text();
    return {
      url: new URL(input.url),
      method: input.method,
      headers: Object.fromEntries(input.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  }
  return {
    url: new URL(String(input), 'http://localhost'),
    method: init?.method ?? 'GET',
    headers: Object.fromEntries(new Headers(init?.headers)),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

const notFound: Answer = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };

/**
 * A fetch stand-in answering JSON by 'METHOD /path' (unknown routes answer 404), recording each call; a handler may
 * throw to act as a network failure.
 */
export function fakeFetch(
  routes: Record<string, (request: FakeRequest) => Answer | Promise<Answer>>,
  { recordHeaders = false }: { recordHeaders?: boolean } = {},
) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, method, body, headers } = await readRequest(input, init);
    // The client encodes path parameters ('bundle:12' as 'bundle%3A12'); routes and calls read as the server decodes.
    const pathname = decodeURIComponent(url.pathname);
    calls.push({
      method,
      path: pathname,
      ...(url.search ? { query: url.search } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(recordHeaders ? { headers } : {}),
    });
    const route = routes[`${method} ${pathname}`];
    const { status, body: answer } = route
      ? await route({ method, path: pathname, query: url.searchParams, body, init })
      : notFound;
    return new Response(status === 204 ? null : JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/**
 * A fetch stand-in for one form's POST: answers in turn from `answers` (the last one repeats), recording each
 * call's path and JSON body. 'offline' throws as fetch does without a network.
 */
export function fakeAnswers(answers: (Answer | 'offline')[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let release: (() => void) | undefined;
  const state = { hold: false };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, method, body } = await readRequest(input, init);
    calls.push({ method, path: url.pathname, body });
    if (state.hold) await new Promise<void>((resolve) => (release = resolve));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    /** Keeps the next requests waiting until `release()`, to see the 'Wait' state. */
    hold() {
      state.hold = true;
    },
    release() {
      state.hold = false;
      release?.();
    },
  };
}

export const submitted = { status: 201, body: { message: 'Request Submitted Successfully' } };
export const serverError = {
  status: 500,
  body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
};

/** A signed-in customer; `{ ...customerFixture, isGuest: true }` for a guest. */
export const customerFixture: CurrentUser = {
  id: 3,
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.test',
  phoneNumber: '+971501234567',
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
  isCorporateAdmin: false,
};
