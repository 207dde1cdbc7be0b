import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookedItemEvents, voucherGifts } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

/**
 * A voucher given away gets a new code for its receiver and the giver's code is void (aftersale/gift.ts), so what the
 * giver still sees of it (the order, the QR code) must show it as given and never its new code.
 */

/** The 'gifted' history line's detail: the receiver's e-mail, the giver's code voided and the receiver's issued. */
export interface GiftedDetail extends Record<string, string> {
  to: string;
  voidedCode: string;
  issuedCode: string;
}

/**
 * Of these items, those given away, each with the code it had before (null for a gift made before gifts changed the
 * code, which kept its code).
 */
export async function givenAway(db: Executor, itemIds: readonly number[]): Promise<Map<number, string | null>> {
  if (itemIds.length === 0) return new Map();
  // A voucher is given once, so it has one 'gifted' line.
  const rows = await db
    .select({
      id: voucherGifts.bookedItemId,
      voidedCode: sql<string | null>`${bookedItemEvents.detail}->>'voidedCode'`,
    })
    .from(voucherGifts)
    .leftJoin(
      bookedItemEvents,
      and(eq(bookedItemEvents.bookedItemId, voucherGifts.bookedItemId), eq(bookedItemEvents.kind, 'gifted')),
    )
    .where(inArray(voucherGifts.bookedItemId, [...itemIds]));
  return new Map(rows.map((r) => [r.id, r.voidedCode]));
}
