import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@weekends/shared';
import { HttpError } from '../../plugins/errors.ts';
import { HOUR, limit, MINUTE } from '../../plugins/rate-limit.ts';

/**
 * Wrong passwords per account, from any address (the per-IP limit alone let one address try 600 passwords an hour
 * against one account, and a botnet many more). The tiers make the wait grow: five in a minute wait out the minute,
 * ten in a quarter of an hour wait out the quarter, twenty in an hour wait out the hour. Nothing locks for good, so
 * a stranger can delay the owner by an hour at most, and the owner can always reset the password.
 */
export const LOGIN_THROTTLE_TIERS = [limit(5, MINUTE), limit(10, 15 * MINUTE), limit(20, HOUR)] as const;
/** The owner hears of it once an hour at most, however long the guessing goes on. */
const ALERT_EVERY_MS = HOUR;

export interface LoginThrottle {
  /**
   * Refuses (429, with the wait in minutes) while any tier is used up; counts nothing. Wrong second-factor codes
   * count in the same tiers and say so with their own words (`message`, with its {minutes}).
   */
  check(request: FastifyRequest, email: string, message?: string): Promise<void>;
  /** Counts a wrong password; true when this one used up the first tier and the owner should be told. */
  failed(request: FastifyRequest, email: string): Promise<boolean>;
}

/**
 * The limiters of @fastify/rate-limit in the accounts scope (Redis when configured, so every instance counts
 * together), keyed by the normalised e-mail. Every address counts the same whether an account has it or not, so
 * the answer never tells a stranger which addresses have accounts.
 */
export function loginThrottleOf(app: FastifyInstance): LoginThrottle {
  // One throttle per rate-limit scope: each limiter made in memory keeps its own counts, so the sign-in and the
  // second step (security-routes.ts, a child of the same scope) must use the same limiters to count together.
  const made = throttles.get(app.createRateLimit);
  if (made) return made;
  const throttle = newLoginThrottle(app);
  throttles.set(app.createRateLimit, throttle);
  return throttle;
}

const throttles = new WeakMap<FastifyInstance['createRateLimit'], LoginThrottle>();

function newLoginThrottle(app: FastifyInstance): LoginThrottle {
  const keyOf = (request: FastifyRequest) => (request as FastifyRequest & { throttleKey: string }).throttleKey;
  const tiers = LOGIN_THROTTLE_TIERS.map((tier, i) =>
    app.createRateLimit({ ...tier, keyGenerator: (request) => `login-account:${i}:${keyOf(request)}` }),
  );
  const alerts = app.createRateLimit({
    max: 1,
    timeWindow: ALERT_EVERY_MS,
    keyGenerator: (request) => `login-alert:${keyOf(request)}`,
  });
  const keyed = (request: FastifyRequest, email: string) =>
    Object.assign(request, { throttleKey: email.trim().toLowerCase() });
  return {
    async check(request, email, message = ACCOUNT_MESSAGES.accountThrottled) {
      keyed(request, email);
      const states = await Promise.all(tiers.map((limiter) => limiter(request, { increment: false })));
      const waits = states.flatMap((s) => (!s.isAllowed && s.remaining === 0 ? [s.ttlInSeconds] : []));
      if (waits.length === 0) return;
      const minutes = Math.max(1, Math.ceil(Math.max(...waits) / 60));
      throw new HttpError(429, 'ACCOUNT_THROTTLED', message.replace('{minutes}', String(minutes)));
    },
    async failed(request, email) {
      keyed(request, email);
      const [first] = await Promise.all(tiers.map((limiter) => limiter(request)));
      if (first!.isAllowed || first!.remaining > 0) return false;
      const alert = await alerts(request);
      return !alert.isAllowed && !alert.isExceeded;
    },
  };
}
