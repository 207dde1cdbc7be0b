import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  DEVICE_MESSAGES,
  NOT_ME_LINK_TTL_MS,
  type NotMeAnswer,
  type NotMeBody,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers, deviceAlerts, knownDevices, passwordResets, sessions } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { describeUserAgent, parsePlace } from './devices.ts';

const NOT_ME_PURPOSE = 'device-not-me';
const alertSubject = (alertId: number, customerId: number) => `${alertId}:${customerId}`;

/** A device cookie's value as we write it (newToken: 43 base64url characters); anything else is a new device. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export interface NewDeviceDeps {
  db: Database;
  mailer: Mailer;
  secret: string;
}

/** What the sign-in's request said about the device, as the session recorded it. */
export interface SignInDevice {
  userAgent: string | null;
  place: string | null;
}

/**
 * The browser's device id: the one its cookie carries, else a new one. For a browser (cookie transport) the cookie is
 * (re)written at every sign-in, httpOnly, for about a year, so it stays recognised however often its sessions end. A
 * bearer client is answered no cookie: it is recognised only if it sends one it kept, else each sign-in is new.
 */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, transport: 'cookie' | 'bearer'): string {
  const carried = request.cookies[DEVICE_COOKIE];
  const id = carried && DEVICE_ID.test(carried) ? carried : newToken();
  if (transport === 'cookie')
    reply.setCookie(DEVICE_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.server.config.NODE_ENV === 'production',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  return id;
}

/**
 * Every sign-in (password, social, passkey, a sign-up's own session: all go through startSession) tells this which
 * browser it came from. A browser the account has used before is noted again; one it has not is added, and its
 * owner is mailed, with a 'This wasn't me' link, unless the account had no device at all yet (its sign-up, or its
 * first sign-in since devices were recorded). Guests are never mailed: anyone may type a guest's e-mail.
 */
export async function recogniseDevice(
  deps: NewDeviceDeps,
  customerId: number,
  deviceId: string,
  device: SignInDevice,
  now = new Date(),
): Promise<{ mailed: boolean }> {
  const [customer] = await deps.db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      isGuest: customers.isGuest,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer || customer.isGuest) return { mailed: false };
  const deviceHash = hashToken(deviceId);
  const [noted] = await deps.db
    .insert(knownDevices)
    .values({ customerId, deviceHash, createdAt: now, lastSignInAt: now })
    .onConflictDoUpdate({ target: [knownDevices.customerId, knownDevices.deviceHash], set: { lastSignInAt: now } })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ id: knownDevices.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!noted?.inserted) return { mailed: false };
  const [other] = await deps.db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.customerId, customerId), ne(knownDevices.id, noted.id)))
    .limit(1);
  if (!other) return { mailed: false };

  const expiresAt = new Date(now.getTime() + NOT_ME_LINK_TTL_MS);
  const [alert] = await deps.db
    .insert(deviceAlerts)
    .values({ customerId, deviceHash, createdAt: now, expiresAt })
    .returning({ id: deviceAlerts.id });
  const token = signToken(deps.secret, NOT_ME_PURPOSE, alertSubject(alert!.id, customerId), expiresAt);
  const { kind: _kind, ...names } = describeUserAgent(device.userAgent);
  await deps.mailer.send(
    'new-device-sign-in',
    customer.email,
    {
      firstName: customer.firstName,
      ...names,
      ...parsePlace(device.place),
      at: now.toISOString(),
      notMeLink: `/account/not-me?alert=${alert!.id}&token=${encodeURIComponent(token)}`,
    },
    { language: customer.language },
  );
  return { mailed: true };
}

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message);

/**
 * 'This wasn't me': signs out every session of the account, replaces its password (if it has one) with one nobody
 * knows, so the only way back in is the recovery page, retires pending recovery codes, and forgets the device the
 * mail named, so another sign-in from it mails again. The link works once and for 7 days.
 */
export async function disownSignIn(
  deps: Pick<NewDeviceDeps, 'db' | 'secret'>,
  body: NotMeBody,
  now = new Date(),
): Promise<NotMeAnswer> {
  const invalid = () => refused(400, 'NOT_ME_INVALID', DEVICE_MESSAGES.notMeInvalid);
  const [alert] = await deps.db.select().from(deviceAlerts).where(eq(deviceAlerts.id, body.alert)).limit(1);
  if (!alert) throw invalid();
  const check = checkToken(deps.secret, NOT_ME_PURPOSE, alertSubject(alert.id, alert.customerId), body.token, now);
  if (check === 'invalid') throw invalid();
  if (alert.usedAt) throw refused(409, 'NOT_ME_USED', DEVICE_MESSAGES.notMeUsed);
  if (check === 'expired' || alert.expiresAt.getTime() <= now.getTime())
    throw refused(400, 'NOT_ME_EXPIRED', DEVICE_MESSAGES.notMeExpired);

  const [account] = await deps.db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, alert.customerId))
    .limit(1);
  if (!account) throw invalid();
  const unknowable = account.passwordHash ? await hashPassword(newToken()) : null;

  return deps.db.transaction(async (tx) => {
    // Conditional on unused: of two clicks at once, one acts and the other hears that the link was used.
    const used = await tx
      .update(deviceAlerts)
      .set({ usedAt: now })
      .where(and(eq(deviceAlerts.id, alert.id), isNull(deviceAlerts.usedAt)))
      .returning({ id: deviceAlerts.id });
    if (used.length === 0) throw refused(409, 'NOT_ME_USED', DEVICE_MESSAGES.notMeUsed);
    await tx.delete(sessions).where(eq(sessions.customerId, alert.customerId));
    await tx
      .delete(knownDevices)
      .where(and(eq(knownDevices.customerId, alert.customerId), eq(knownDevices.deviceHash, alert.deviceHash)));
    if (!unknowable) return { email: null };
    await tx.update(customers).set({ passwordHash: unknowable }).where(eq(customers.id, alert.customerId));
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.customerId, alert.customerId), isNull(passwordResets.usedAt)));
    return { email: account.email };
  });
}
