import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret or a person's address in our links: confirmation and unsubscribe tokens,
 * signed order links, OAuth's code and state, reset codes, e-mail checks.
 */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 't', 'sig', 'signature', 'otp', 'email', 'password']);
const EMAIL = /[^/?&=\s]+(@|%40)[^/?&=\s]+/gi;

/** The address as logs keep it: secret parameters' values and e-mail addresses (in the path too) replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const path = (query < 0 ? url : url.slice(0, query)).replace(EMAIL, '[email]');
  if (query < 0) return path;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeURIComponentSafe(equals < 0 ? pair : pair.slice(0, equals)).toLowerCase();
      if (equals < 0) return pair;
      return SECRET_PARAMS.has(name) ? `${pair.slice(0, equals)}=[redacted]` : pair.replace(EMAIL, '[email]');
    });
  return `${path}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** pino's request serializer for Fastify's request logs, with the address redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
