import { createHmac } from 'node:crypto';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  ACCOUNT_MESSAGES,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_MESSAGES,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { customers, passkeys, sessions, webauthnChallenges } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { limit, MINUTE, TEN_MINUTES } from '../../plugins/rate-limit.ts';
import { secondFactorsOf } from './second-factors.ts';
import { signOutOtherSessions } from './devices.ts';
import { isUniqueViolation } from './service.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';

/**
 * Passkeys: WebAuthn with @simplewebauthn/server. The relying party is the host of PUBLIC_URL and answers come only
 * from its origin (a browser refuses WebAuthn on an IP address, so development and tests use localhost).
 *
 * Every ceremony asks for a discoverable credential (residentKey 'required': signing in names no user, the
 * authenticator offers the accounts it holds for this site) and for user verification ('required': a face, a
 * fingerprint or the device's PIN, not a mere touch). Required rather than preferred because a passkey sign-in is
 * taken as both factors at once (what you have, and what you are or know): an assertion without the UV flag would
 * be one factor only, so the server refuses it instead of quietly weakening the account.
 */
export const PASSKEY_RATE_LIMITS = {
  /** Like the password login: a bot must not hammer the sign-in. */
  signIn: limit(10, MINUTE),
  /** Each options call stores a challenge for five minutes. */
  signInOptions: limit(30, MINUTE),
  /** Adding, renaming, re-verifying: a signed-in customer's own, counted per customer. */
  manage: limit(30, TEN_MINUTES, { per: 'customer', key: 'passkeys' }),
} as const;

export interface RelyingParty {
  /** The host name of PUBLIC_URL ('weekends.ae', 'localhost'). */
  id: string;
  /** PUBLIC_URL's origin ('https://weekends.ae'): the only one whose answers count. */
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Weekends' };
}

export interface PasskeyDeps {
  db: Database;
  rp: RelyingParty;
  /** Derives each account's WebAuthn user handle (SESSION_SECRET). */
  secret: string;
}

type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

const challengeExpired = () => new HttpError(400, 'PASSKEY_CHALLENGE_EXPIRED', PASSKEY_MESSAGES.challengeExpired);
const notFound = () => new HttpError(404, 'PASSKEY_NOT_FOUND', PASSKEY_MESSAGES.notFound);

/**
 * The account's WebAuthn user handle: opaque (no e-mail or id an authenticator could leak) and stable, so one
 * authenticator keeps one passkey per account for this site.
 */
function userHandleOf(secret: string, customerId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', secret).update(`webauthn-user:${customerId}`).digest());
}

/** Keeps a ceremony's challenge for five minutes; expired ones are swept on the way, so the table stays small. */
async function keepChallenge(db: Database, challenge: string, purpose: Purpose, customerId: number | null) {
  const now = new Date();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    customerId,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge a ceremony's answer signed, read from its client data (the library checks it matches again). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof data.challenge === 'string' && data.challenge.length > 0) return data.challenge;
  } catch {
    // Not JSON: answered below like any other answer that does not check out.
  }
  throw new HttpError(400, 'PASSKEY_FAILED', PASSKEY_MESSAGES.verificationFailed);
}

/**
 * Spends the challenge an answer names: deleted whether or not the rest checks out, so it is good once. One that was
 * never issued for this purpose (and this account), was spent already or is older than five minutes: 400.
 */
async function spendChallenge(db: Database, clientDataJSON: string, purpose: Purpose, customerId: number | null) {
  const challenge = challengeOf(clientDataJSON);
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        customerId === null ? isNull(webauthnChallenges.customerId) : eq(webauthnChallenges.customerId, customerId),
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) throw challengeExpired();
  return challenge;
}

const passkeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
};

function toPasskey(row: {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  deviceType: string;
  backedUp: boolean;
}): Passkey {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
  };
}

const transportsOf = (stored: string[]) => stored as AuthenticatorTransportFuture[];

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Executor, customerId: number): Promise<Passkey[]> {
  const rows = await db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.customerId, customerId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/** Options for adding a passkey; the authenticators already holding one of the account's are excluded. */
export async function registrationOptions(
  deps: PasskeyDeps,
  customer: SessionCustomer,
): Promise<PasskeyRegistrationOptions> {
  const own = await deps.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.customerId, customer.id));
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userID: userHandleOf(deps.secret, customer.id),
    userName: customer.email,
    userDisplayName: `${customer.firstName} ${customer.lastName}`.trim(),
    // Who made the authenticator is not ours to ask: no attestation, no privacy prompt.
    attestationType: 'none',
    excludeCredentials: own.map((key) => ({ id: key.credentialId, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepChallenge(deps.db, options.challenge, 'register', customer.id);
  return options;
}

/** Checks the registration ceremony's answer and keeps the new passkey under the name its owner gave it. */
export async function addPasskey(
  deps: PasskeyDeps,
  customerId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const challenge = await spendChallenge(deps.db, response.response.clientDataJSON, 'register', customerId);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: deps.rp.origin,
    expectedRPID: deps.rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new HttpError(400, 'PASSKEY_FAILED', PASSKEY_MESSAGES.verificationFailed);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  try {
    const [row] = await deps.db
      .insert(passkeys)
      .values({
        customerId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      })
      .returning(passkeyColumns);
    return toPasskey(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'PASSKEY_EXISTS', PASSKEY_MESSAGES.alreadyRegistered);
    throw error;
  }
}

export async function renamePasskey(db: Database, customerId: number, id: number, name: string): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning(passkeyColumns);
  if (!row) throw notFound();
  return toPasskey(row);
}

/**
 * Removes one of the account's passkeys. The provider's staff keep a second factor at all times: an admin's last one
 * (no other passkey, no authenticator app) is refused, 409. The customer's row is locked first, so two removals at
 * once cannot each see the other's passkey as the one that stays.
 */
export async function removePasskey(
  db: Database,
  customer: SessionCustomer,
  id: number,
  keepSessionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
    const [key] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customer.id)));
    if (!key) throw notFound();
    if (customer.isAdmin) {
      const factors = await secondFactorsOf(tx, customer.id);
      if (factors.passkeys + (factors.authenticator ? 1 : 0) <= 1)
        throw new HttpError(409, 'LAST_SECOND_FACTOR', PASSKEY_MESSAGES.lastSecondFactor);
    }
    await tx.delete(passkeys).where(eq(passkeys.id, key.id));
    // A factor removed may be one a thief used: every other device signs in again, as after a password change.
    await signOutOtherSessions(tx, customer.id, keepSessionId);
  });
}

/** Options for signing in: no user named, so the authenticator offers any passkey it holds for this site. */
export async function signInOptions(deps: PasskeyDeps): Promise<PasskeyAuthenticationOptions> {
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepChallenge(deps.db, options.challenge, 'sign-in', null);
  return options;
}

/** Options for confirming it is you: only the signed-in account's own passkeys are offered. */
export async function reverifyOptions(deps: PasskeyDeps, customerId: number): Promise<PasskeyAuthenticationOptions> {
  const own = await deps.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.customerId, customerId));
  if (own.length === 0) throw new HttpError(409, 'NO_PASSKEYS', PASSKEY_MESSAGES.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: own.map((key) => ({ id: key.credentialId, transports: transportsOf(key.transports) })),
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepChallenge(deps.db, options.challenge, 'reverify', customerId);
  return options;
}

/** The stored passkey an assertion names, with its owner. */
async function passkeyByCredential(db: Database, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      suspendedAt: customers.suspendedAt,
      customer: sessionCustomerColumns,
    })
    .from(passkeys)
    .innerJoin(customers, eq(customers.id, passkeys.customerId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

type StoredPasskey = NonNullable<Awaited<ReturnType<typeof passkeyByCredential>>>;

/**
 * Checks an assertion against the stored passkey (signature, challenge, origin, RP ID, user verification, and a
 * counter that must go up when the authenticator keeps one: one that goes back means a copied authenticator), then
 * records the new counter and the time of use. `failure` is what a failed check answers.
 */
async function verifyAssertion(
  deps: PasskeyDeps,
  key: StoredPasskey,
  challenge: string,
  response: AuthenticationResponseJSON,
  failure: () => HttpError,
) {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: deps.rp.origin,
    expectedRPID: deps.rp.id,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: transportsOf(key.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw failure();
  await deps.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id));
}

/**
 * Signing in with a passkey: the assertion must answer a sign-in challenge of ours and come from a passkey we hold.
 * A suspended account is refused as the password login refuses it (only once the passkey is proven).
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  response: AuthenticationResponseJSON,
): Promise<SessionCustomer> {
  const challenge = await spendChallenge(deps.db, response.response.clientDataJSON, 'sign-in', null);
  const key = await passkeyByCredential(deps.db, response.id);
  if (!key || key.customer.isGuest) throw new HttpError(401, 'PASSKEY_UNKNOWN', PASSKEY_MESSAGES.unknownPasskey);
  await verifyAssertion(
    deps,
    key,
    challenge,
    response,
    () => new HttpError(401, 'PASSKEY_FAILED', PASSKEY_MESSAGES.verificationFailed),
  );
  if (key.suspendedAt) throw new HttpError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_MESSAGES.accountSuspended);
  return key.customer;
}

/**
 * Confirming it is you with one of the account's passkeys: stamps this session's second_factor_at, which
 * requireRecentVerification reads. Another account's passkey is refused (403) even when its signature is good.
 */
export async function reverifyWithPasskey(
  deps: PasskeyDeps,
  customerId: number,
  sessionId: number,
  response: AuthenticationResponseJSON,
): Promise<Date> {
  const challenge = await spendChallenge(deps.db, response.response.clientDataJSON, 'reverify', customerId);
  const key = await passkeyByCredential(deps.db, response.id);
  if (!key) throw new HttpError(400, 'PASSKEY_UNKNOWN', PASSKEY_MESSAGES.unknownPasskey);
  if (key.customer.id !== customerId) throw new HttpError(403, 'PASSKEY_NOT_YOURS', PASSKEY_MESSAGES.notYours);
  await verifyAssertion(
    deps,
    key,
    challenge,
    response,
    () => new HttpError(400, 'PASSKEY_FAILED', PASSKEY_MESSAGES.verificationFailed),
  );
  const at = new Date();
  await deps.db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
  return at;
}
