import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SignInMethod } from '@weekends/shared';
import { createSession, deleteSession, type GuestContact } from './sessions.ts';
import { announceIfProven } from './email-proven.ts';
import { placeOf } from './devices.ts';
import { deviceIdOf, recogniseDevice } from './new-device.ts';
import { recordSignIn } from './sign-ins.ts';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.NODE_ENV === 'production',
  } as const;
}

/**
 * Starts a session for a customer who just proved who they are. The session the request carried, if any, is
 * deleted: a new token at every login, so a token planted before login (session fixation) is worthless after.
 * Returns the token only for bearer transport; browsers get it as an httpOnly cookie their scripts cannot read.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  options: {
    rememberMe: boolean;
    transport: 'cookie' | 'bearer';
    guestContact?: GuestContact;
    /** The sign-in proved a second factor too (a passkey, or a two-step sign-in's second step). */
    secondFactor?: boolean;
    /** How the person proved who they are, for the account's sign-in log. */
    method: SignInMethod;
  },
): Promise<string | undefined> {
  const db = request.server.db;
  if (request.session) await deleteSession(db, request.session.id);
  const device = {
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ipAddress: request.ip,
    place: placeOf(request),
  };
  const session = await createSession(db, customerId, options.rememberMe, options.guestContact, {
    device,
    secondFactor: options.secondFactor,
  });
  await recordSignIn(db, customerId, { method: options.method, secondFactor: Boolean(options.secondFactor), device });
  // A browser the account has not signed in from before: its owner hears of it by mail (not at sign-up).
  await recogniseDevice(
    { db, mailer: request.server.mailer, secret: request.server.config.SESSION_SECRET },
    customerId,
    deviceIdOf(request, reply, options.transport),
    device,
  );
  // Every sign-in passes here: a confirmed account's address is announced as proven (vouchers given to it move in).
  await announceIfProven(request.server, customerId);
  // And a sign-in is announced as such: an account deletion in its grace period is cancelled by it.
  await request.server.onSignedIn({ customerId });
  if (options.transport === 'bearer') return session.token;
  // Without 'remember me' the cookie lasts as long as the browser; the server's one-day expiry still applies.
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(request),
    ...(options.rememberMe ? { expires: session.expiresAt } : {}),
  });
  return undefined;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await deleteSession(request.server.db, request.session.id);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
