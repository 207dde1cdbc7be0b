import type { ApiError } from '@weekends/shared';
import { ApiRequestError } from './api.ts';

/**
 * Statuses in the 4xx range that a later try can change: a request that timed out, or one sent too often. Every
 * other 4xx is the server's decision about this request (not allowed, gone, conflicting, invalid), which the same
 * request will meet again.
 */
const RETRYABLE = new Set([408, 425, 429]);

/**
 * The server's answer when it refused a request on purpose (a 4xx with the API's error body), so a page can show
 * its reason instead of a generic failure with a Try again that cannot work. Null for a failure a retry may fix:
 * offline, a 5xx, a timeout, too many requests, or an answer without the API's error body (a proxy's page).
 */
export function refusalOf(error: unknown): ApiError | null {
  if (!(error instanceof ApiRequestError) || !error.body?.message) return null;
  if (error.status < 400 || error.status >= 500 || RETRYABLE.has(error.status)) return null;
  return error.body;
}
