import { and, eq, lt } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  SECURITY_MESSAGES,
  TWO_STEP_TTL_MS,
  type SecondStepMethod,
  type TwoStepChallenge,
} from '@weekends/shared';
import type { Executor } from '../../db/client.ts';
import { customers, twoStepTickets } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { verifyAuthenticatorCode, type FactorDeps } from './authenticator.ts';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes.ts';
import { secondFactorsOf } from './second-factors.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';

/** How the session the second step opens is kept, as the sign-in asked. */
export interface TwoStepOptions {
  rememberMe: boolean;
  transport: 'cookie' | 'bearer';
  /** How the first step was taken, for the sign-in log. */
  firstStep: 'password' | 'social';
}

/** The ways an account can take its second step: its app, its recovery codes while some are left, its passkeys. */
export async function secondStepMethods(db: Executor, customerId: number): Promise<SecondStepMethod[]> {
  const [factors, left] = await Promise.all([secondFactorsOf(db, customerId), recoveryCodesLeft(db, customerId)]);
  return [
    ...(factors.authenticator ? (['authenticator'] as const) : []),
    ...(left > 0 ? (['recovery'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
  ];
}

/**
 * The first step was right (a password, or a social provider) for an account with a second factor: no session yet,
 * a ticket for the second step instead (single use, five minutes).
 */
export async function issueTwoStepTicket(
  db: Executor,
  customerId: number,
  options: TwoStepOptions,
): Promise<TwoStepChallenge['secondStep']> {
  const ticket = newToken();
  const expiresAt = new Date(Date.now() + TWO_STEP_TTL_MS);
  await db
    .delete(twoStepTickets)
    .where(and(eq(twoStepTickets.customerId, customerId), lt(twoStepTickets.expiresAt, new Date())));
  await db.insert(twoStepTickets).values({ tokenHash: hashToken(ticket), customerId, ...options, expiresAt });
  return { ticket, methods: await secondStepMethods(db, customerId), expiresAt: expiresAt.toISOString() };
}

const ticketExpired = () => new HttpError(400, 'TICKET_EXPIRED', SECURITY_MESSAGES.ticketExpired);

export interface PendingSignIn extends TwoStepOptions {
  ticketId: number;
  customerId: number;
  /** Wrong codes count against this address, as wrong passwords do. */
  email: string;
}

/** The sign-in a ticket holds, while it is good; TICKET_EXPIRED otherwise. */
export async function pendingSignIn(db: Executor, ticket: string | undefined): Promise<PendingSignIn> {
  if (!ticket) throw ticketExpired();
  const [row] = await db
    .select({
      ticketId: twoStepTickets.id,
      customerId: twoStepTickets.customerId,
      email: customers.email,
      rememberMe: twoStepTickets.rememberMe,
      transport: twoStepTickets.transport,
      firstStep: twoStepTickets.firstStep,
      expiresAt: twoStepTickets.expiresAt,
    })
    .from(twoStepTickets)
    .innerJoin(customers, eq(customers.id, twoStepTickets.customerId))
    .where(eq(twoStepTickets.tokenHash, hashToken(ticket)));
  if (!row || row.expiresAt.getTime() <= Date.now()) throw ticketExpired();
  const { expiresAt: _expires, ...pending } = row;
  return pending;
}

export type SecondStepCode = { method: 'authenticator' | 'recovery'; code: string };

/**
 * The second step: the code is checked and the ticket spent in one transaction, so a wrong code leaves the ticket for
 * another try (the per-account throttle counts them), and a ticket signs in once.
 */
export async function finishTwoStep(
  deps: FactorDeps,
  pending: PendingSignIn,
  answer: SecondStepCode,
): Promise<SessionCustomer> {
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(twoStepTickets)
      .where(eq(twoStepTickets.id, pending.ticketId))
      .returning({ id: twoStepTickets.id });
    if (!spent) throw ticketExpired();
    if (answer.method === 'authenticator')
      await verifyAuthenticatorCode(tx, deps.secret, pending.customerId, answer.code);
    else await useRecoveryCode(tx, deps.secret, pending.customerId, answer.code);
    const [row] = await tx
      .select({ ...sessionCustomerColumns, suspendedAt: customers.suspendedAt })
      .from(customers)
      .where(eq(customers.id, pending.customerId));
    if (!row) throw ticketExpired();
    if (row.suspendedAt) throw new HttpError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_MESSAGES.accountSuspended);
    const { suspendedAt: _suspended, ...customer } = row;
    return customer;
  });
}
