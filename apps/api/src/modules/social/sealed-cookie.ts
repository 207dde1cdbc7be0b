import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';

/**
 * Short-lived state a redirect flow carries between two requests, kept by the browser and signed by us:
 * `{base64url JSON}.{expiry}.{HMAC}` (lib/signed-tokens.ts), so nothing is stored on the server and any change
 * to the payload or its expiry voids it. httpOnly: scripts never read it. SameSite=Lax: a top-level GET coming
 * back from the provider carries it, a cross-site POST does not. Scoped to /api/auth, the only routes that read it.
 */
export interface SealedCookie<T> {
  set(request: FastifyRequest, reply: FastifyReply, value: T): void;
  read(request: FastifyRequest): T | null;
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

const PATH = '/api/auth';

export function sealedCookie<T>(name: string, purpose: string, ttlMs: number, schema: z.ZodType<T>): SealedCookie<T> {
  const options = (request: FastifyRequest) =>
    ({ path: PATH, httpOnly: true, sameSite: 'lax', secure: request.server.config.NODE_ENV === 'production' }) as const;

  return {
    set(request, reply, value) {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlMs);
      const token = signToken(request.server.config.SESSION_SECRET, purpose, payload, expiresAt);
      reply.setCookie(name, `${payload}.${token}`, { ...options(request), maxAge: Math.floor(ttlMs / 1000) });
    },

    read(request) {
      const raw = request.cookies[name];
      if (!raw) return null;
      const dot = raw.indexOf('.');
      if (dot <= 0) return null;
      const payload = raw.slice(0, dot);
      if (checkToken(request.server.config.SESSION_SECRET, purpose, payload, raw.slice(dot + 1)) !== 'valid')
        return null;
      try {
        const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },

    clear(request, reply) {
      reply.clearCookie(name, options(request));
    },
  };
}
