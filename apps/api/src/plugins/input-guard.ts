import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { API_MESSAGES, type ApiError } from '@weekends/shared';
import { withMessageKey } from './message-key.ts';

/** What a request with a NUL character is told (PostgreSQL cannot store one in text, so it would fail as a 500). */
export const NUL_MESSAGE = API_MESSAGES.nulCharacter;

/**
 * The validation answer, in the one error shape (sent from here: this guard runs before the error handler's routes).
 */
const refuse = (reply: FastifyReply, field: string) => {
  const body: ApiError = {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: API_MESSAGES.notValid,
    fieldErrors: { [field]: [NUL_MESSAGE] },
  };
  return reply.status(400).send(withMessageKey(body));
};

/**
 * The path of the first string holding a NUL in a parsed JSON body ('items.0.title', '_' for the body itself), or null.
 */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, key.replaceAll('\0', '')].join('.');
      const found = nulPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the address (path or query, encoded as %00) or in a JSON body, on every route
 * and page, before any handler or database sees it: a clear 400 in the one error shape rather than a failed query.
 */
export const inputGuard = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const query = request.url.indexOf('?');
    const has = (part: string) => /%00/i.test(part) || part.includes('\0');
    if (query >= 0 && has(request.url.slice(query))) return refuse(reply, 'query');
    if (has(query >= 0 ? request.url.slice(0, query) : request.url)) return refuse(reply, 'path');
  });
  app.addHook('preValidation', async (request, reply) => {
    const field = nulPath(request.body);
    if (field !== null) return refuse(reply, field);
  });
});
