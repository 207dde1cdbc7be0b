import { and, eq } from 'drizzle-orm';
import { HOST_SALES_MESSAGES, redeemWindow, type HostBookedItem } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { bookedItems } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { redeemInTx } from '../bookings/index.ts';
import { ofHost, selectItems, toHostBookedItem } from './queries.ts';

/** The host's wrong codes, counted to stop guessing (rate-limits.ts). */
export interface WrongCodes {
  /** Whether the host has used up its wrong codes for now. */
  exhausted(): Promise<boolean>;
  /** Counts one wrong code. */
  count(): Promise<void>;
}

export interface VerifyRequest {
  code: string;
  bookedItemId?: number;
}

const incorrect = () =>
  new HttpError(400, 'CODE_INCORRECT', HOST_SALES_MESSAGES.codeIncorrect, {
    code: [HOST_SALES_MESSAGES.codeIncorrect],
  });
const alreadyVerified = () => new HttpError(409, 'ALREADY_VERIFIED', HOST_SALES_MESSAGES.alreadyVerified);
const cancelled = () => new HttpError(409, 'VOUCHER_CANCELLED', HOST_SALES_MESSAGES.cancelled);
const REFUSAL_CODES = { too_early: 'VOUCHER_NOT_YET_VALID', expired: 'VOUCHER_EXPIRED' } as const;

/**
 * The item the code opens among the host's own: the given row's (a typed code) or any (a scanned one). Another host's
 * item and an unknown code are simply not found, so the answer is the same for both and tells nothing.
 */
async function findOwnItem(db: Executor, hostId: number, request: VerifyRequest) {
  const [row] = await selectItems(db).where(
    and(
      ofHost(hostId),
      eq(bookedItems.voucherCode, request.code),
      request.bookedItemId === undefined ? undefined : eq(bookedItems.id, request.bookedItemId),
    ),
  );
  return row;
}

/**
 * The host checks a voucher code at the door: Pending becomes Verified once, and only around the voucher's day
 * (redeemWindow: a dated one from the day before through its day, an undated one while valid), so a host cannot
 * redeem it days ahead without the guest and end the customer's right to cancel. The item's row is locked while its
 * day and code are checked and the conditional update redeems it (bookings/history.ts), so a move to another day or a
 * gift (which voids the code) cannot slip in between, and two scans of one code at the same moment redeem it once: the
 * second hears it was already verified.
 * While the host has too many wrong codes, every attempt is refused, a right code too: otherwise the refusal would
 * tell right codes from wrong ones.
 */
export async function verifyVoucher(
  db: Database,
  hostId: number,
  request: VerifyRequest,
  wrongCodes: WrongCodes,
  now = new Date(),
): Promise<{ item: HostBookedItem; message: string }> {
  if (await wrongCodes.exhausted()) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', HOST_SALES_MESSAGES.tooManyAttempts);
  const found = await findOwnItem(db, hostId, request);
  if (!found) {
    await wrongCodes.count();
    throw incorrect();
  }
  await db.transaction(async (tx) => {
    const [item] = await tx.select().from(bookedItems).where(eq(bookedItems.id, found.item.id)).for('update');
    // A gift at the same moment gave the item a new code: the old one no longer opens it.
    if (item!.voucherCode !== request.code) throw incorrect();
    if (item!.cancelledAt) throw cancelled();
    if (item!.redeemedAt) throw alreadyVerified();
    const window = redeemWindow(item!, now);
    if (!window.allowed) throw new HttpError(409, REFUSAL_CODES[window.refusal], window.message);
    if (!(await redeemInTx(tx, item!.id, undefined, now))) throw alreadyVerified();
  });
  const redeemed = (await findOwnItem(db, hostId, { code: request.code, bookedItemId: found.item.id }))!;
  return { item: toHostBookedItem(redeemed), message: HOST_SALES_MESSAGES.verified };
}
