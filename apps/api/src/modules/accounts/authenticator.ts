import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import { SECURITY_MESSAGES, TOTP_DIGITS, TOTP_PERIOD_SECONDS, type AuthenticatorEnrolment } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { authenticatorApps, passkeys, recoveryCodes, sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { decryptFactorSecret, encryptFactorSecret } from './factor-keys.ts';
import { hasUnusedRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';
import { markSessionVerified } from './sessions.ts';

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Weekends';
/** A started enrolment waits this long for its first code. */
const ENROLMENT_TTL_MS = 30 * 60 * 1000;

export interface FactorDeps {
  db: Database;
  /** SESSION_SECRET: the keys that seal authenticator secrets and recovery codes are derived from it. */
  secret: string;
}

export const totpFor = (base32: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** The time step (30 s) of an instant. */
export const totpStep = (at: number) => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

/** The step a code belongs to, accepting the current one and one on either side (a phone's clock drifts), or null. */
export function matchingStep(base32: string, code: string, at = Date.now()): number | null {
  const delta = totpFor(base32).validate({ token: code.replace(/\s/g, ''), timestamp: at, window: 1 });
  return delta === null ? null : totpStep(at) + delta;
}

/** The key as a person types it: groups of four. */
const grouped = (base32: string) => base32.match(/.{1,4}/g)!.join(' ');

const codeError = (code: 'CODE_WRONG' | 'CODE_USED', message: string) =>
  new HttpError(400, code, message, { code: [message] });

/**
 * Starts (or starts again) setting up an authenticator app: a new secret, pending until its first code. An account
 * whose app is already confirmed answers 409: it removes that one first.
 */
export async function startEnrolment(
  deps: FactorDeps,
  customer: { id: number; email: string },
): Promise<AuthenticatorEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = encryptFactorSecret(deps.secret, secret);
  const [row] = await deps.db
    .insert(authenticatorApps)
    .values({ customerId: customer.id, secretEncrypted: sealed, createdAt: new Date() })
    .onConflictDoUpdate({
      target: authenticatorApps.customerId,
      set: { secretEncrypted: sealed, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(authenticatorApps.confirmedAt),
    })
    .returning({ customerId: authenticatorApps.customerId });
  if (!row) throw new HttpError(409, 'ALREADY_ENROLLED', SECURITY_MESSAGES.alreadyEnrolled);
  const uri = totpFor(secret, customer.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { key: grouped(secret), uri, qrSvg };
}

/**
 * The first code confirms the app: from then on the account has two-step sign-in, and this session has just proved
 * it. An account without recovery codes gets its ten now, answered this once.
 */
export async function confirmEnrolment(
  deps: FactorDeps,
  customerId: number,
  sessionId: number,
  code: string,
): Promise<{ recoveryCodes: string[] | null }> {
  const [pending] = await deps.db.select().from(authenticatorApps).where(eq(authenticatorApps.customerId, customerId));
  if (pending?.confirmedAt) throw new HttpError(409, 'ALREADY_ENROLLED', SECURITY_MESSAGES.alreadyEnrolled);
  if (!pending || Date.now() - pending.createdAt.getTime() > ENROLMENT_TTL_MS)
    throw new HttpError(409, 'NO_ENROLMENT', SECURITY_MESSAGES.noEnrolment);
  const step = matchingStep(decryptFactorSecret(deps.secret, pending.secretEncrypted), code);
  if (step === null) throw codeError('CODE_WRONG', SECURITY_MESSAGES.codeWrong);
  return deps.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(authenticatorApps)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(and(eq(authenticatorApps.customerId, customerId), isNull(authenticatorApps.confirmedAt)))
      .returning({ customerId: authenticatorApps.customerId });
    if (!confirmed) throw new HttpError(409, 'ALREADY_ENROLLED', SECURITY_MESSAGES.alreadyEnrolled);
    await markSessionVerified(tx, sessionId);
    const codes = (await hasUnusedRecoveryCodes(tx, customerId))
      ? null
      : await replaceRecoveryCodes(tx, deps.secret, customerId);
    return { recoveryCodes: codes };
  });
}

/**
 * Checks a code of the account's confirmed app: within a step of now, and of a later step than the last one
 * accepted, so a code seen over a shoulder or replayed is good for nothing. The step is recorded in the same
 * statement that checks it, so two requests with one code cannot both pass.
 */
export async function verifyAuthenticatorCode(
  db: Executor,
  serverSecret: string,
  customerId: number,
  code: string,
): Promise<void> {
  const [app] = await db.select().from(authenticatorApps).where(eq(authenticatorApps.customerId, customerId));
  if (!app?.confirmedAt) throw new HttpError(400, 'METHOD_UNAVAILABLE', SECURITY_MESSAGES.methodUnavailable);
  const step = matchingStep(decryptFactorSecret(serverSecret, app.secretEncrypted), code);
  if (step === null) throw codeError('CODE_WRONG', SECURITY_MESSAGES.codeWrong);
  const [taken] = await db
    .update(authenticatorApps)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(authenticatorApps.customerId, customerId),
        or(isNull(authenticatorApps.lastUsedStep), lt(authenticatorApps.lastUsedStep, step)),
      ),
    )
    .returning({ customerId: authenticatorApps.customerId });
  if (!taken) throw codeError('CODE_USED', SECURITY_MESSAGES.codeUsed);
}

/**
 * Turns the app off. Staff keep a second factor: an admin whose only one it is answers 409. With no factor left the
 * recovery codes go too (they stand in for a factor that is gone), and every other session of the account ends:
 * whoever took the factor away may not be its owner, so the owner's devices sign in again.
 */
export async function removeAuthenticator(
  db: Database,
  customer: { id: number; isAdmin: boolean },
  sessionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const keys = await passkeyCount(tx, customer.id);
    if (customer.isAdmin && keys === 0)
      throw new HttpError(409, 'STAFF_NEED_FACTOR', SECURITY_MESSAGES.staffNeedFactor);
    const removed = await tx
      .delete(authenticatorApps)
      .where(eq(authenticatorApps.customerId, customer.id))
      .returning({ confirmedAt: authenticatorApps.confirmedAt });
    if (!removed[0]?.confirmedAt) throw new HttpError(409, 'NOT_ENROLLED', SECURITY_MESSAGES.notEnrolled);
    if (keys === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id));
    await tx.delete(sessions).where(and(eq(sessions.customerId, customer.id), ne(sessions.id, sessionId)));
  });
}

async function passkeyCount(db: Executor, customerId: number) {
  const rows = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.customerId, customerId));
  return rows.length;
}
