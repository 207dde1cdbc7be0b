import type { FastifyReply, FastifyRequest } from 'fastify';
import { TWO_STEP_COOKIE, TWO_STEP_TTL_MS, type SecondStepMethod } from '@weekends/shared';
import { hasSecondFactor, secondFactorsOf } from './second-factors.ts';
import { issueTwoStepTicket } from './two-step.ts';

/** Sent only to the second step's route; httpOnly, so no script of the page reads the ticket. */
const cookieOptions = (request: FastifyRequest) =>
  ({
    path: '/api/accounts/two-step',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.NODE_ENV === 'production',
  }) as const;

/**
 * For a sign-in that ends in a redirect (a social provider's): when the account has a second factor, no session but a
 * ticket for the second step, kept in a cookie, and the methods to offer; null when the account has none (the caller
 * starts the session).
 */
export async function startTwoStepIfNeeded(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
): Promise<SecondStepMethod[] | null> {
  const db = request.server.db;
  if (!hasSecondFactor(await secondFactorsOf(db, customerId))) return null;
  const { ticket, methods } = await issueTwoStepTicket(db, customerId, {
    rememberMe: false,
    transport: 'cookie',
    firstStep: 'social',
  });
  reply.setCookie(TWO_STEP_COOKIE, ticket, { ...cookieOptions(request), maxAge: TWO_STEP_TTL_MS / 1000 });
  return methods;
}

export function clearTwoStepCookie(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[TWO_STEP_COOKIE]) reply.clearCookie(TWO_STEP_COOKIE, cookieOptions(request));
}
