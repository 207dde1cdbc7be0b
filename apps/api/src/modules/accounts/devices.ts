import Bowser from 'bowser';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEVICE_MESSAGES, type DeviceKind, type SignedInDevice } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';

/** A user agent as the devices list and the new-device mail name it: the kind of device, its browser and system. */
export interface DeviceDescription {
  kind: DeviceKind;
  browser: string | null;
  system: string | null;
}

const KINDS: Record<string, DeviceKind> = { desktop: 'desktop', mobile: 'mobile', tablet: 'tablet', tv: 'tv' };

/**
 * Browser and system from a user agent, with bowser (MIT). Names only, no versions: 'Chrome on macOS' is what a
 * person recognises, and a version changes at every update.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { kind: 'unknown', browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  return {
    kind: KINDS[parsed.platform.type ?? ''] ?? 'unknown',
    browser: parsed.browser.name || null,
    system: parsed.os.name || null,
  };
}

/** A place as stored on a session: 'Dubai, AE', or 'AE' when only the country is known. */
export function parsePlace(place: string | null): { city: string | null; country: string | null } {
  if (!place) return { city: null, country: null };
  const match = /^(?:(.+), )?([A-Z]{2})$/.exec(place);
  if (!match) return { city: place, country: null };
  return { city: match[1] ?? null, country: match[2]! };
}

function headerValue(request: FastifyRequest, name: string | undefined): string | null {
  if (!name) return null;
  const raw = request.headers[name.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  try {
    // Vercel sends the city URL-encoded ('Dubai', 'S%C3%A3o%20Paulo').
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The approximate place of a sign-in from the trusted proxy's headers named in the configuration
 * (`PLACE_CITY_HEADER`, `PLACE_COUNTRY_HEADER`), or null. Cloudflare's 'XX' (unknown) and 'T1' (Tor) are no country.
 */
export function placeOf(request: FastifyRequest): string | null {
  const { PLACE_CITY_HEADER, PLACE_COUNTRY_HEADER } = request.server.config;
  const countryValue = headerValue(request, PLACE_COUNTRY_HEADER)?.toUpperCase() ?? null;
  const country =
    countryValue && /^[A-Z]{2}$/.test(countryValue) && !['XX', 'T1'].includes(countryValue) ? countryValue : null;
  const city =
    headerValue(request, PLACE_CITY_HEADER)
      ?.replace(/[\p{Cc},]/gu, '')
      .slice(0, 80) || null;
  if (city && country) return `${city}, ${country}`;
  return country ?? city;
}

/** The account's sessions that still work, this one first, then the most recently active. */
export async function listDevices(
  db: Database,
  customerId: number,
  currentSessionId: number,
): Promise<SignedInDevice[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      place: sessions.place,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, new Date())))
    .orderBy(sql`${sessions.id} = ${currentSessionId} desc`, desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ...describeUserAgent(row.userAgent),
    ...parsePlace(row.place),
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastSeenAt.toISOString(),
  }));
}

/**
 * Signs one of the account's other devices out: its session is deleted, so its very next request is a visitor's.
 * Another account's session answers 404, like one that does not exist; the session in use answers 400 (Log out
 * ends it, clearing its cookie too).
 */
export async function signOutDevice(
  db: Database,
  customerId: number,
  currentSessionId: number,
  sessionId: number,
): Promise<void> {
  if (sessionId === currentSessionId) throw new HttpError(400, 'CURRENT_SESSION', DEVICE_MESSAGES.currentSession);
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new HttpError(404, 'SESSION_NOT_FOUND', DEVICE_MESSAGES.sessionNotFound);
}

/**
 * Ends every session of the account but `keepSessionId`: 'Sign out all other devices', a password change, a removed
 * second factor. Returns how many were ended. Other modules call it through accounts' index.
 */
export async function signOutOtherSessions(db: Executor, customerId: number, keepSessionId: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
