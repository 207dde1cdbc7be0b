import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiError } from '@weekends/shared';
import { LANGUAGE_HEADER, type Language } from '@weekends/shared';
import type { paths } from './api/schema.d.ts';
import { pageLanguage } from './i18n.ts';
import { messageWordingReady, wordApiError, wordMessage } from './messageWording.ts';

/**
 * A failed API call, carrying the server's one error shape, its message and field errors in the page's language
 * (lib/messageWording.ts): whatever part of a page shows them reads them worded. The API's calls wait for the wording
 * before they throw one (failed), so an Arabic page loads it only once a call fails.
 */
export class ApiRequestError extends Error {
  readonly body: ApiError | null;

  constructor(
    readonly status: number,
    body: ApiError | null,
  ) {
    const worded = body && wordedError(body);
    super(worded?.message ?? `Request failed with status ${status}`);
    this.body = worded;
  }
}

function wordedError(body: ApiError): ApiError {
  const fieldErrors =
    body.fieldErrors &&
    Object.fromEntries(
      Object.entries(body.fieldErrors).map(([field, texts]) => [field, texts.map((text) => wordMessage(text))]),
    );
  return { ...body, message: wordApiError(body), ...(fieldErrors ? { fieldErrors } : {}) };
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

/**
 * Proves a request that is not JSON (a body-less DELETE or POST, a multipart upload) comes from our own pages: the
 * server refuses one without it (CSRF).
 */
const SAME_SITE = { 'x-requested-with': 'fetch' } as const;

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How a request reaches the API while the server renders a page: a call into the API itself. In the browser there is
 * none, and requests go to the page's own origin through fetch.
 */
let serverTransport: Transport | undefined;
/** The language of the page the server is rendering (it renders pages of both languages at once). */
let renderLanguage: () => Language = () => 'en';

/**
 * Used once by the server's renderer (entry-server.tsx), which has no origin for a relative address to go to, with
 * where to read the language of the render in progress: its calls carry it, so an /ar page gets the catalogue's
 * content in Arabic.
 */
export function setApiTransport(next: Transport, language: () => Language): void {
  serverTransport = next;
  renderLanguage = language;
}

/**
 * The address of a document the page links to (a statement, an invoice), carrying the page's language: the browser
 * follows a link without the language header, so the link names it, and the file is printed in the page's language.
 */
export function inPageLanguage(address: string): string {
  const language = serverTransport ? renderLanguage() : pageLanguage;
  return `${address}${address.includes('?') ? '&' : '?'}language=${language}`;
}

async function send(request: Request): Promise<Response> {
  // A body-less mutation carries the header the server's CSRF check asks for, so no caller can forget it.
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body === null) {
    for (const [name, value] of Object.entries(SAME_SITE)) request.headers.set(name, value);
  }
  if (!serverTransport) {
    // The page's language goes with every call, so a sign-up or an order is mailed in the language it was made in, and
    // the catalogue answers in it.
    request.headers.set(LANGUAGE_HEADER, pageLanguage);
    return fetch(request);
  }
  // While the server renders, the language of the page being rendered (not the process's: it renders both at once).
  request.headers.set(LANGUAGE_HEADER, renderLanguage());
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

/** The error a failed call throws, once its message can be worded in the page's language. */
async function failed(status: number, body: unknown): Promise<ApiRequestError> {
  await messageWordingReady();
  return new ApiRequestError(status, isApiError(body) ? body : null);
}

type Outcome = Promise<{ data?: unknown; error?: unknown; response: Response }>;

function call<Method extends HttpMethod>(method: Method): Call<Method> {
  // The typing is the caller's (Call); inside, one untyped request serves every method.
  const request = client.request as (method: HttpMethod, path: string, init?: object) => Outcome;
  return (async (path: string, init?: object) => {
    const { data, error, response } = await request(method, path, init);
    if (!response.ok) throw await failed(response.status, error);
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

type PostPath = PathsWithMethod<paths, 'post'>;
type PostOperation<Path extends PostPath> = paths[Path]['post'] & Record<string | number, unknown>;

/**
 * A multipart upload (an image, a résumé). The document describes JSON bodies only, so the form goes through fetch as
 * it is, with the same-site header the server asks of a request that is not JSON; the path, its parameters and the
 * answer are still the document's.
 */
export async function upload<Path extends PostPath>(
  path: Path,
  form: FormData,
  params?: PostOperation<Path>['parameters'],
): Promise<Answer<PostOperation<Path>, object>> {
  const { path: names = {}, query = {} } = (params ?? {}) as { path?: Query; query?: Query };
  const address = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(names[name])));
  const qs = toSearchParams(query).toString();
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...SAME_SITE,
      [LANGUAGE_HEADER]: serverTransport ? renderLanguage() : pageLanguage,
    },
    body: form,
  };
  const response = await (serverTransport ?? fetch)(`${address}${qs ? `?${qs}` : ''}`, init);
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => null);
  if (!response.ok) throw await failed(response.status, body);
  return body as Answer<PostOperation<Path>, object>;
}
