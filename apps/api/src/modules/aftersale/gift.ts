import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_MESSAGES, AFTERSALE_EVENT_CAUSES, AFTERSALE_MESSAGES, giftBodySchema, giftWindow } from '@weekends/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bookedItems, customers, voucherGifts } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { AftersaleDeps } from './deps.ts';
import { newVoucherCode, ownedItem, recordEvents, type GiftedDetail } from '../bookings/index.ts';
import { mailItems } from './mail-items.ts';

/** Where the receiver signs up or logs in: the gift is waiting in Booked Activities afterwards. */
export const GIFT_LINK = `/login?returnTo=${encodeURIComponent('/customer/dashboard/bookings')}`;

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * The customer gives an unused voucher to someone (FAQ: a coupon can be passed to whoever has its code), once. It
 * leaves the giver's Booked Activities at once; it moves to the receiver's account now if a confirmed account with
 * that e-mail exists, otherwise once an account proves that address (claimGifts). The receiver gets a new code,
 * mailed to them, and the giver's code is void: the giver still has it (the booking mail, a screenshot of the QR
 * code) and could otherwise use the voucher given away. The one row keeps its history and figures; the 'gifted' line
 * records both codes.
 */
export async function giftVoucher(
  deps: AftersaleDeps,
  giverId: number,
  bookedItemId: number,
  body: z.output<typeof giftBodySchema>,
  now = new Date(),
): Promise<{ sentTo: string }> {
  const mail = await deps.db.transaction(async (tx) => {
    const found = await ownedItem(tx, giverId, bookedItemId, true);
    if (!found) throw notFound(API_MESSAGES.voucherNotFound);
    const { item } = found;
    const window = giftWindow({
      bookedFor: item.bookedFor,
      purchaseDate: item.purchaseDate,
      redeemedAt: item.redeemedAt,
      cancelledAt: item.cancelledAt,
      gifted: found.gift !== null,
    });
    if (!window.allowed) throw new HttpError(409, found.gift ? 'ALREADY_GIFTED' : 'GIFT_NOT_ALLOWED', window.reason!);
    const [giver] = await tx.select().from(customers).where(eq(customers.id, giverId));
    if (giver!.email.toLowerCase() === body.email)
      throw new HttpError(400, 'GIFT_TO_SELF', AFTERSALE_MESSAGES.giftToSelf, {
        email: [AFTERSALE_MESSAGES.giftToSelf],
      });

    const [receiver] = await tx
      .select({ id: customers.id, language: customers.language })
      .from(customers)
      .where(
        and(
          sql`lower(${customers.email}) = ${body.email}`,
          eq(customers.isGuest, false),
          eq(customers.isConfirmed, true),
        ),
      );
    // The unique index on the item is the last guard: once only, whatever the timing.
    const [gift] = await tx
      .insert(voucherGifts)
      .values({
        bookedItemId: item.id,
        fromCustomerId: giverId,
        toName: body.name,
        toEmail: body.email,
        message: body.message,
        toCustomerId: receiver?.id ?? null,
        claimedAt: receiver ? now : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: voucherGifts.id });
    if (!gift) throw new HttpError(409, 'ALREADY_GIFTED', AFTERSALE_MESSAGES.gifted);
    // Unique like every voucher code: a clash (one in 10^12) fails the gift, as it would a checkout.
    const issuedCode = newVoucherCode();
    await tx.update(bookedItems).set({ voucherCode: issuedCode }).where(eq(bookedItems.id, item.id));
    const detail: GiftedDetail = { to: body.email, voidedCode: item.voucherCode, issuedCode };
    await recordEvents(tx, [item.id], 'gifted', AFTERSALE_EVENT_CAUSES.gifted(body.name), now, detail);
    if (receiver) {
      await tx.update(bookedItems).set({ customerId: receiver.id }).where(eq(bookedItems.id, item.id));
      await recordEvents(tx, [item.id], 'gift_received', AFTERSALE_EVENT_CAUSES.giftReceived(fullName(giver!)), now);
    }

    const [named] = await mailItems(tx, [item.id]);
    // The receiver's own language when they have an account; else the giver's, who chose the words around it.
    const language = receiver?.language ?? giver!.language;
    return deps.mailer.send(
      'voucher-gift',
      body.email,
      {
        toName: body.name,
        fromName: fullName(giver!),
        message: body.message,
        title: named!.title(language),
        detail: named!.detail(language),
        voucherCode: issuedCode,
        link: GIFT_LINK,
      },
      { executor: tx, language },
    );
  });
  if (mail.id !== null) await deps.mailer.queue(mail.id);
  return { sentTo: body.email };
}

/**
 * Gifts waiting for this e-mail address move to the account (its Booked Activities) once the account proves the
 * address: accounts announces it when the confirmation link is followed, and at each sign-in of a confirmed account
 * (a social sign-up's address is verified by its provider). Guests never claim: anyone can type an e-mail as a
 * guest. Answers how many were claimed.
 */
export async function claimGifts(db: Database, customerId: number, now = new Date()): Promise<number> {
  const [customer] = await db
    .select({
      id: customers.id,
      email: customers.email,
      isGuest: customers.isGuest,
      isConfirmed: customers.isConfirmed,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || customer.isGuest || !customer.isConfirmed) return 0;
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select()
      .from(voucherGifts)
      .where(
        and(sql`lower(${voucherGifts.toEmail}) = ${customer.email.toLowerCase()}`, isNull(voucherGifts.toCustomerId)),
      )
      .orderBy(voucherGifts.id)
      .for('update');
    for (const gift of waiting) {
      await tx
        .update(voucherGifts)
        .set({ toCustomerId: customer.id, claimedAt: now })
        .where(eq(voucherGifts.id, gift.id));
      await tx
        .update(bookedItems)
        .set({ customerId: customer.id })
        .where(and(eq(bookedItems.id, gift.bookedItemId), eq(bookedItems.customerId, gift.fromCustomerId)));
      const [giver] = await tx
        .select({ firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(eq(customers.id, gift.fromCustomerId));
      await recordEvents(
        tx,
        [gift.bookedItemId],
        'gift_received',
        AFTERSALE_EVENT_CAUSES.giftReceived(giver ? fullName(giver) : gift.toName),
        now,
      );
    }
    return waiting.length;
  });
}
