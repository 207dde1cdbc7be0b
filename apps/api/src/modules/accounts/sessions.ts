import { eq, sql } from 'drizzle-orm';
import { REMEMBER_ME_TTL_MS, SESSION_TTL_MS, type CurrentUser } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Language } from '@weekends/shared';

/** The signed-in customer as every route sees it: the answer of GET /me plus the role flags guards need. */
export interface SessionCustomer extends CurrentUser {
  canManageActivities: boolean;
  /** The corporate of a corporate customer: the one a corporate admin's dashboard shows. */
  corporateId: number | null;
  /** The language their mails are written in. */
  language: Language;
}

export interface ResolvedSession {
  sessionId: number;
  customer: SessionCustomer;
  /** When this session last proved a second factor; null when it never has. */
  secondFactorAt: Date | null;
  /** When the sign-in that opened it happened. */
  signedInAt: Date;
}

/** The device a session was opened on, as its sign-in request described it. */
export interface SessionDevice {
  userAgent: string | null;
  ipAddress: string | null;
  place?: string | null;
}

/** Touching lastSeenAt on every request would be a write per request; once in a while is enough to see activity. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export const sessionCustomerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phoneNumber: customers.phoneNumber,
  isGuest: customers.isGuest,
  socialLogin: customers.socialLogin,
  isHost: customers.isHost,
  isCorporate: customers.isCorporate,
  isConfirmed: customers.isConfirmed,
  isAdmin: customers.isAdmin,
  staffRole: customers.staffRole,
  canManageActivities: customers.canManageActivities,
  isCorporateAdmin: customers.isCorporateAdmin,
  corporateId: customers.corporateId,
  language: customers.language,
};

/** What 'Continue as a Guest' typed, kept on that guest session (see continueAsGuest). */
export type GuestContact = { firstName: string; lastName: string; phoneNumber: string };

export async function createSession(
  db: Database,
  customerId: number,
  rememberMe: boolean,
  guestContact?: GuestContact,
  options: { device?: SessionDevice; secondFactor?: boolean } = {},
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      customerId,
      rememberMe,
      expiresAt,
      guestContact: guestContact ?? null,
      userAgent: options.device?.userAgent ?? null,
      ipAddress: options.device?.ipAddress ?? null,
      place: options.device?.place ?? null,
      secondFactorAt: options.secondFactor ? new Date() : null,
      // The server's clock, as the re-verification window reads it (requireRecentVerification).
      createdAt: new Date(),
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt, rememberMe };
}

function sessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      secondFactorAt: sessions.secondFactorAt,
      signedInAt: sessions.createdAt,
      guestContact: sessions.guestContact,
      suspendedAt: customers.suspendedAt,
      customer: sessionCustomerColumns,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_session');
}

/** Every request resolves its session: the statement is built once per database and prepared on each connection. */
const lookups = new WeakMap<Database, ReturnType<typeof sessionLookup>>();

/**
 * The session a token names, or null; an expired one is deleted on sight. A suspended account's sessions are no
 * sessions (checked on every request, so a suspension takes effect at once); they work again when it is reinstated.
 */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row || row.suspendedAt) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await deleteSession(db, row.sessionId);
    return null;
  }
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  // A guest session speaks with the names and phone its own guest form typed, never another session's.
  const customer = row.customer.isGuest && row.guestContact ? { ...row.customer, ...row.guestContact } : row.customer;
  return { sessionId: row.sessionId, customer, secondFactorAt: row.secondFactorAt, signedInAt: row.signedInAt };
}

export async function deleteSession(db: Database, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The session has just proved a second factor (or, for an account without one, its password). */
export async function markSessionVerified(db: Executor, sessionId: number, at = new Date()) {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}
