import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiError } from '@weekends/shared';
import type { paths } from './api/schema.d.ts';

/** A failed API call, carrying the server's one error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

type Query = Record<string, unknown>;

/** A query as the API reads it: lists repeat their key, and empty values are left out rather than sent as ''. */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  return params;
}

/** Proves a body-less mutation (DELETE) comes from our own pages: the server refuses one without it (CSRF). */
export const SAME_SITE = { 'x-requested-with': 'fetch' } as const;

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How a request reaches the API while the server renders a page: a call into the API itself. In the browser there is
 * none, and requests go to the page's own origin through fetch.
 */
let serverTransport: Transport | undefined;

/** Used once by the server's renderer (entry-server.tsx), which has no origin for a relative address to go to. */
export function setApiTransport(next: Transport): void {
  serverTransport = next;
}

async function send(request: Request): Promise<Response> {
  // A body-less mutation carries the header the server's CSRF check asks for, so no caller can forget it.
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body === null) {
    request.headers.set('x-requested-with', 'fetch');
  }
  if (!serverTransport) return fetch(request);
  const url = new URL(request.url);
  return serverTransport(url.pathname + url.search, {
    method: request.method,
    headers: request.headers,
    body: request.body === null ? undefined : await request.text(),
    signal: request.signal,
  });
}

/**
 * The API's routes and answers, typed from its OpenAPI document (openapi-fetch over the generated `paths`): a path,
 * parameter or field the server does not have fails typechecking here, not at run time.
 */
const client = createClient<paths>({
  // Absolute, because openapi-fetch builds a Request, which takes no relative address; the server's renderer reads
  // only the path of it.
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  querySerializer: (query) => toSearchParams(query).toString(),
  // Looked up at each call, so a test's fetch stand-in is the one used.
  fetch: send,
});

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];

/** What a route answers when it succeeds: its JSON, or undefined for 204 No Content. */
type Answer<Operation extends Record<string | number, unknown>, Init> =
  Exclude<FetchResponse<Operation, Init, MediaType>['data'], undefined> extends infer Data
    ? [Data] extends [never]
      ? undefined
      : Data
    : never;

type Call<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<Answer<paths[Path][Method] & Record<string | number, unknown>, Init>>;

const isApiError = (body: unknown): body is ApiError => typeof body === 'object' && body !== null;

type Outcome = Promise<{ data?: unknown; error?: unknown; response: Response }>;

function call<Method extends HttpMethod>(method: Method): Call<Method> {
  // The typing is the caller's (Call); inside, one untyped request serves every method.
  const request = client.request as (method: HttpMethod, path: string, init?: object) => Outcome;
  return (async (path: string, init?: object) => {
    const { data, error, response } = await request(method, path, init);
    if (!response.ok) throw new ApiRequestError(response.status, isApiError(error) ? error : null);
    return data;
  }) as Call<Method>;
}

/**
 * The one way the web calls the API: `api.get('/api/activities/{slug}', { params: { path: { slug } } })` answers the
 * route's typed JSON (undefined for 204) or throws an ApiRequestError with the server's error body. Cookies go along
 * (`same-origin`), and lists in a query repeat their key.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};

/** @deprecated Being replaced by `api`, which types paths and answers from the API's document. */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { query?: Query; json?: unknown } = {},
): Promise<T> {
  const { query, json, headers, ...rest } = init;
  const qs = query ? toSearchParams(query).toString() : '';
  const url = `/api${path}${qs ? `?${qs}` : ''}`;
  const requestInit: RequestInit = {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  };
  const response = await (serverTransport ?? fetch)(url, requestInit);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(response.status, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
