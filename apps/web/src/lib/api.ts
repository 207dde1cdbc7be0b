import type { ApiError } from '@weekends/shared';

/** A failed API call, carrying the server's one error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

type Query = Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;

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
 * How a request reaches the API: the browser's fetch, or, while the server renders a page, a call into the API itself.
 */
let transport: Transport = (url, init) => fetch(url, init);

/** Used once by the server's renderer (entry-server.tsx), which has no origin for a relative address to go to. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** fetch for the API: JSON in and out, cookies included, failures thrown as ApiRequestError. */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { query?: Query; json?: unknown } = {},
): Promise<T> {
  const { query, json, headers, ...rest } = init;
  const qs = query ? toSearchParams(query).toString() : '';
  const response = await transport(`/api${path}${qs ? `?${qs}` : ''}`, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(response.status, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
