import { and, eq, sql } from 'drizzle-orm';
import { GUEST_MESSAGES, SOCIAL_LOGIN, signedUpWithMessage, type SocialProvider } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { IdentityClaims } from '../../lib/oauth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sessionCustomerColumns, type SessionCustomer } from '../accounts/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '@weekends/shared';

/** Who the provider says signed in: the subject it vouches for and a verified e-mail address. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What the callback does next. */
export type SocialSignIn =
  /** The account exists with this provider: sign it in. */
  | { kind: 'signIn'; customerId: number }
  /** The e-mail belongs to an account with a password: refused, with the earlier site's words. */
  | { kind: 'exists' }
  /** The e-mail belongs to an account made through the other provider: say which one to use. */
  | { kind: 'otherProvider'; provider: SocialProvider }
  /** No account (or only a guest, merged on completion): capture the phone number first. */
  | { kind: 'phoneNeeded' }
  /** The account exists but the provider suspended it: told so, as a password sign-in is, and not signed in. */
  | { kind: 'suspended' };

const NAME_MAX = 180;
const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, NAME_MAX) : '');

/**
 * The profile from an ID token, or null when it carries no verified address. An address the provider has not
 * verified proves nothing about who owns it, so it must never sign anyone into that address's account.
 */
export function profileFromClaims(
  provider: SocialProvider,
  claims: IdentityClaims,
  emailVerifiedWhenUnstated: boolean,
): SocialProfile | null {
  const email = text(claims.email).toLowerCase();
  const stated = claims.email_verified;
  const verified = stated === undefined ? emailVerifiedWhenUnstated : stated === true || stated === 'true';
  if (!email || !email.includes('@') || !verified) return null;
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const firstName = text(claims.given_name) || first || email.split('@')[0]!;
  const lastName = text(claims.family_name) || rest.join(' ');
  return {
    provider,
    subject: claims.sub,
    email,
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
  };
}

const byEmail = (email: string) => eq(sql`lower(${customers.email})`, email.toLowerCase());
const providerOf = (socialLogin: number): SocialProvider =>
  socialLogin === SOCIAL_LOGIN.facebook ? 'facebook' : 'google';

async function findBySubject(db: Database, profile: SocialProfile) {
  const [row] = await db
    .select({ id: customers.id, suspendedAt: customers.suspendedAt })
    .from(customers)
    .where(
      and(
        eq(customers.socialLogin, SOCIAL_LOGIN[profile.provider]),
        eq(customers.socialSubject, profile.subject),
        eq(customers.isGuest, false),
      ),
    )
    .limit(1);
  return row;
}

async function findByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      isGuest: customers.isGuest,
      socialLogin: customers.socialLogin,
      socialSubject: customers.socialSubject,
      suspendedAt: customers.suspendedAt,
    })
    .from(customers)
    .where(byEmail(email))
    .limit(1);
  return row;
}

/** An account made through this provider before the subject was recorded learns it at its first sign-in. */
async function recordSubject(db: Database, customerId: number, profile: SocialProfile) {
  await db
    .update(customers)
    .set({ socialSubject: profile.subject })
    .where(and(eq(customers.id, customerId), sql`${customers.socialSubject} is null`));
}

/** An account with this social type signs in, a non-social account is refused, none needs a phone. */
export async function resolveSocialSignIn(db: Database, profile: SocialProfile): Promise<SocialSignIn> {
  const bySubject = await findBySubject(db, profile);
  // Only once the provider has proven who this is, so a stranger never learns that an address is suspended.
  if (bySubject) return bySubject.suspendedAt ? { kind: 'suspended' } : { kind: 'signIn', customerId: bySubject.id };
  const existing = await findByEmail(db, profile.email);
  if (!existing || existing.isGuest) return { kind: 'phoneNeeded' };
  if (existing.socialLogin === SOCIAL_LOGIN[profile.provider]) {
    if (!existing.socialSubject) await recordSubject(db, existing.id, profile);
    return existing.suspendedAt ? { kind: 'suspended' } : { kind: 'signIn', customerId: existing.id };
  }
  if (existing.socialLogin !== SOCIAL_LOGIN.none)
    return { kind: 'otherProvider', provider: providerOf(existing.socialLogin) };
  return { kind: 'exists' };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

// A social login on a password account's e-mail has two sentences, both the earlier site's: the callback's redirect
// shows 'already exists linked' (socialError=exists); completing the phone step after a password account took the
// e-mail in the meantime tells the visitor what to do next: 'please proceed to login'.
const accountExists = () => new HttpError(409, 'EMAIL_EXISTS', GUEST_MESSAGES.proceedToLogin);

async function loadCustomer(db: Database, id: number): Promise<SessionCustomer> {
  const [row] = await db.select(sessionCustomerColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row!;
}

/**
 * The phone capture's end: a new social account, or the guest on that e-mail turned into one (same id, so its
 * cart and orders stay). The provider verified the address, so the account is confirmed and has no password.
 * Things may have changed since the callback (another tab finished first, someone signed up): decided again here.
 */
export async function completeSocialSignUp(
  db: Database,
  profile: SocialProfile,
  phoneNumber: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SessionCustomer> {
  const social = { socialLogin: SOCIAL_LOGIN[profile.provider], socialSubject: profile.subject, isConfirmed: true };
  const outcome = await resolveSocialSignIn(db, profile);
  if (outcome.kind === 'signIn') return loadCustomer(db, outcome.customerId);
  if (outcome.kind === 'exists') throw accountExists();
  if (outcome.kind === 'otherProvider')
    throw new HttpError(409, 'SOCIAL_ACCOUNT', signedUpWithMessage(SOCIAL_LOGIN[outcome.provider]));

  const guest = await findByEmail(db, profile.email);
  if (guest) {
    // Only while it is still a guest: a concurrent sign-up that turned it into a full account wins.
    const [merged] = await db
      .update(customers)
      .set({
        ...social,
        isGuest: false,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phoneNumber,
        passwordHash: null,
      })
      .where(and(eq(customers.id, guest.id), eq(customers.isGuest, true)))
      .returning(sessionCustomerColumns);
    if (!merged) throw accountExists();
    return merged;
  }
  try {
    const [created] = await db
      .insert(customers)
      .values({
        ...social,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phoneNumber,
        passwordHash: null,
        language,
      })
      .returning(sessionCustomerColumns);
    return created!;
  } catch (error) {
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}
