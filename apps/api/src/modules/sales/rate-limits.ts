import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limit, MINUTE } from '../../plugins/rate-limit.ts';
import type { WrongCodes } from './verify.ts';

/**
 * Wrong voucher codes a host may type in a minute, so codes cannot be found by guessing. Only wrong
 * codes count: at a busy event a host verifies many guests a minute and must never be stopped for that.
 * Per host, not per address: a host's staff may scan from several phones, and a thief may switch networks.
 */
export const WRONG_CODE_LIMIT = limit(10, MINUTE, { per: 'customer', key: 'host-verify' });

/**
 * The limiter of @fastify/rate-limit in the module's scope (the shared store: Redis when configured, so every instance
 * counts together), read without counting before a check and counted after a wrong code. Requests racing each other
 * can each pass the read before any is counted, so a burst may go a little past the limit; the cost of that is small
 * (a code only opens the host's own items, whose codes the host already sees on its guest lists).
 */
export function wrongCodesOf(app: FastifyInstance): (request: FastifyRequest) => WrongCodes {
  const limiter = app.createRateLimit(WRONG_CODE_LIMIT);
  return (request) => ({
    async exhausted() {
      const status = await limiter(request, { increment: false });
      return !status.isAllowed && status.remaining === 0;
    },
    async count() {
      await limiter(request);
    },
  });
}
