import { ApiRequestError } from '../../../../lib/api.ts';

/** A failed request's first message per field ('link', 'slug'), for forms kept in plain state. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof ApiRequestError ? (error.body?.fieldErrors ?? {}) : {};
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? '']));
}
