import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { checkAnswer, findRoute, matchTemplate, type ApiRoute } from './openApiAnswers.ts';

/**
 * The web tests' fake backend: one msw server (setup.ts starts it for every test file) answering the requests a test
 * names, every answer checked against the API's OpenAPI document first. A request no test answers, an answer the
 * server could not give (a status its route does not list, a field it does not send) or a handler that throws fails
 * the test with a message naming the route (setup.ts).
 */

/** What the server answers: a status and its JSON body (none for a 204). */
export type Answer = { status: number; body?: unknown };

/** An answer that is no answer: the network is down, and fetch rejects as it does offline. */
export const offline = 'offline' as const;

export type Reply = Answer | typeof offline;

/** What a route handler of `mockRoutes` is given. */
export interface MockRequest {
  method: string;
  /** The path as the server reads it (decoded: 'bundle:12', not 'bundle%3A12'). */
  path: string;
  /** The path's parameters by the document's names ({ slug: 'desert-safari' }), decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body; a multipart body as its FormData; undefined without one. */
  body: unknown;
  headers: Headers;
}

/** One request a fake answered, for a test to assert on. */
export interface MockCall {
  method: string;
  path: string;
  /** The query string ('?page=2'), only when the address had one. */
  query?: string;
  /** The parsed JSON body (a multipart body as its FormData), only when the request had one. */
  body?: unknown;
  /** The request's headers (names in lower case), only with `{ recordHeaders: true }`. */
  headers?: Record<string, string>;
}

export type RouteHandler = (request: MockRequest) => Reply | Promise<Reply>;

/** Problems found while a test ran; setup.ts fails the test on them after it. */
const problems: string[] = [];

/** Records a problem for setup.ts to fail the test with, and hands it back as an Error. */
export function reportProblem(problem: string): Error {
  problems.push(problem);
  return new Error(problem);
}

/** The problems found since the last call, cleared. */
export function takeProblems(): string[] {
  return problems.splice(0);
}

interface Entry {
  method: string;
  /** A concrete path ('/api/activities/desert-safari') or the document's template ('/api/activities/{slug}'). */
  path: string;
  route: ApiRoute;
  handler: RouteHandler;
}

function entryOf(key: string, handler: RouteHandler): Entry {
  const [method = '', path = '', ...rest] = key.split(' ');
  const route = rest.length === 0 ? findRoute(method, path) : undefined;
  if (!route) {
    throw reportProblem(`mockRoutes: '${key}' is not a route of the API (apps/api/openapi.json): 'METHOD /api/path'`);
  }
  return { method: method.toUpperCase(), path, route, handler };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

function responseOf({ status, body }: Answer): Response {
  if (status === 204 || body === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(body, { status });
}

export interface MockedRoutes {
  /** Each request the routes answered, in order. */
  calls: MockCall[];
  /** Keeps the routes' next answers waiting until `release()`, to see a page or a form while it waits. */
  hold(): void;
  release(): void;
}

interface Registered {
  entries: Entry[];
  calls: MockCall[];
  recordHeaders: boolean;
  held?: Promise<void>;
}

/** The routes the running test answers, the latest mockRoutes first; emptied after each test (`resetMocks`). */
const registered: Registered[] = [];

function lookUp(method: string, path: string): { entry: Entry; routes: Registered; route: ApiRoute } | undefined {
  const route = findRoute(method, path);
  if (!route) return undefined;
  for (const routes of registered) {
    const entry =
      routes.entries.find((e) => e.method === method && e.path === path) ??
      routes.entries.find((e) => e.method === method && e.path === route.template);
    if (entry) return { entry, routes, route };
  }
  return undefined;
}

/**
 * Every request to the API goes through here: the test's answer for it, checked against the document, or a problem
 * that fails the test (and a network error for the page) when the test gave none. Other addresses are msw's
 * unhandled requests, which fail the test too (setup.ts).
 */
const apiHandler = http.all('*/api/*', async ({ request }) => {
  const url = new URL(request.url);
  // The client encodes path parameters ('bundle:12' as 'bundle%3A12'); routes and calls read as the server decodes.
  const path = decodeURIComponent(url.pathname);
  const method = request.method;
  const found = lookUp(method, path);
  if (!found) {
    const known = findRoute(method, path) ? '' : ' (and the API has no such route)';
    reportProblem(`No fake answers ${method} ${path}${url.search}${known}: add it to the test's mockRoutes.`);
    return HttpResponse.error();
  }
  const { entry, routes, route } = found;
  const body = await bodyOf(request);
  routes.calls.push({
    method,
    path,
    ...(url.search ? { query: url.search } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(routes.recordHeaders ? { headers: Object.fromEntries(request.headers) } : {}),
  });
  if (routes.held) await routes.held;
  let reply: Reply;
  try {
    reply = await entry.handler({
      method,
      path,
      params: matchTemplate(route.template, path) ?? {},
      query: url.searchParams,
      body,
      headers: request.headers,
    });
  } catch (error) {
    throw reportProblem(`${method} ${path}: the test's handler threw ${String(error)}`);
  }
  if (reply === offline) return HttpResponse.error();
  try {
    checkAnswer(method, path, reply);
  } catch (error) {
    throw reportProblem(`A fake answer the server could not give: ${(error as Error).message}`);
  }
  return responseOf(reply);
});

export const server = setupServer(apiHandler);

server.events.on('request:unhandled', ({ request }) => {
  reportProblem(`No fake answers ${request.method} ${request.url}: only the API (/api/...) is faked.`);
});

/**
 * jsdom's FormData and File are not the ones Node's fetch reads: fetch would send the form's text fields and a file
 * without its name or bytes. After `server.listen()`, multipart bodies are handed to fetch as Node's own FormData, so
 * the fake backend reads the form as a browser would have sent it (msw restores fetch on `server.close()`).
 */
export function sendFormsAsBrowsersDo(): void {
  const intercepted = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = init?.body;
    if (!(form instanceof FormData)) return intercepted(input, init);
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
    const body = new NodeFormData();
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') body.append(name, value);
      else {
        const file = new NodeFile([new Uint8Array(await readBytes(value))], value.name, { type: value.type });
        body.append(name, file as unknown as Blob, value.name);
      }
    }
    return intercepted(input, { ...init, body });
  };
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(file);
  });
}

/** Forgets the test's routes and any handler it added (after each test, setup.ts). */
export function resetMocks(): void {
  registered.length = 0;
  server.resetHandlers();
}

/**
 * Answers requests by 'METHOD /path' (a concrete path, or the document's template with its `{parameters}`), each
 * answer checked against the document; a concrete path wins over a template, and a later mockRoutes in a test over an
 * earlier one. A handler answers `{ status, body }` or `offline`.
 */
export function mockRoutes(
  routes: Record<string, RouteHandler>,
  { recordHeaders = false }: { recordHeaders?: boolean } = {},
): MockedRoutes {
  const entries = Object.entries(routes).map(([key, handler]) => entryOf(key, handler));
  const registration: Registered = { entries, calls: [], recordHeaders };
  registered.unshift(registration);
  let release: (() => void) | undefined;
  return {
    calls: registration.calls,
    hold() {
      registration.held ??= new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      release?.();
      registration.held = undefined;
    },
  };
}

/**
 * One route answering in turn from `answers` (the last one repeats): a form's POST and what it meets, 'offline'
 * among them. `hold()` keeps the next answers waiting until `release()`.
 */
export function mockAnswers(route: string, answers: Reply[]): MockedRoutes {
  let asked = 0;
  return mockRoutes({ [route]: () => answers[Math.min(asked++, answers.length - 1)]! });
}

/** The server's answers the forms meet most. */
export const submitted = { status: 201, body: { message: 'Request Submitted Successfully' } };
export const serverError = {
  status: 500,
  body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
};
