import { asc, eq, inArray } from 'drizzle-orm';
import {
  AWARD_ITEM_TYPES,
  CORPORATE_INVOICE_DUE_DAYS,
  addDays,
  corporateInvoiceNumber,
  dubaiDay,
  effectivePrice,
  hasDiscount,
} from '@weekends/shared';
import {
  activities,
  corporateAwards,
  corporateInvoices,
  corporates,
  customers,
  priceOptions,
} from '../schema/index.ts';
import { writeBooking } from '../../modules/checkout/booking-writer.ts';
import { demoAccounts, demoAwards, demoCorporate } from './content/accounts.ts';
import { dubaiTimeDaysAgo } from './bookings.ts';
import type { Tx } from '../client.ts';

/**
 * Emirates Tech's past awards, made as the corporate admin's Award makes them (after the hosts exist, so each item
 * carries its host's amount and fee): a booking for the employee with its voucher, an invoice and the award. Dated
 * experiences were booked for a week after the award, now past, so they hold no places.
 */
export async function insertDemoAwards(tx: Tx, now: Date): Promise<void> {
  const [corporate] = await tx
    .select({ id: corporates.id, name: corporates.name })
    .from(corporates)
    .where(eq(corporates.slug, demoCorporate.slug));
  const hrEmail = demoAccounts.find((a) => a.role === 'corporate admin')!.email;
  const people = await tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(customers.email, [hrEmail, ...demoAwards.map((a) => a.employee)]));
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;

  for (const award of demoAwards) {
    const at = dubaiTimeDaysAgo(now, award.daysAgo, 11);
    const [activity] = await tx
      .select({ id: activities.id, title: activities.title, dateInput: activities.dateInput })
      .from(activities)
      .where(eq(activities.slug, award.activity));
    if (!activity) throw new Error(`Seed refers to unknown activity ${award.activity}`);
    const [option] = await tx
      .select()
      .from(priceOptions)
      .where(eq(priceOptions.activityId, activity.id))
      .orderBy(asc(priceOptions.position), asc(priceOptions.id))
      .limit(1);
    const total = effectivePrice(option!);
    const day = dubaiDay(at);
    const [invoice] = await tx
      .insert(corporateInvoices)
      .values({
        corporateId: corporate!.id,
        number: `pending-${award.daysAgo}`,
        amount: total,
        issuedAt: at,
        dueOn: addDays(day, CORPORATE_INVOICE_DUE_DAYS),
        paidAt: award.paid ? dubaiTimeDaysAgo(now, award.daysAgo - 20, 10) : null,
      })
      .returning({ id: corporateInvoices.id });
    const number = corporateInvoiceNumber(Number(day.slice(0, 4)), invoice!.id);
    await tx.update(corporateInvoices).set({ number }).where(eq(corporateInvoices.id, invoice!.id));
    const booking = await writeBooking(
      tx,
      {
        customerId: idOf(award.employee),
        orderId: null,
        cartTotal: option!.price,
        cartDiscount: option!.price - total,
        couponCode: null,
        couponDiscount: 0,
        total,
        paymentReference: number,
        address: null,
      },
      [
        {
          itemType: AWARD_ITEM_TYPES.experience,
          activityId: activity.id,
          bundleName: null,
          passRef: null,
          priceOptionId: option!.id,
          description: option!.description,
          quantity: 1,
          price: option!.price,
          discountedPrice: hasDiscount(option!) ? total : null,
          total,
          paid: total,
          bookedFor: activity.dateInput ? addDays(day, 7) : null,
          orderItemId: null,
        },
      ],
      `given by ${corporate!.name} (invoice ${number})`,
      at,
    );
    await tx.insert(corporateAwards).values({
      corporateId: corporate!.id,
      employeeId: idOf(award.employee),
      awardedBy: idOf(hrEmail),
      itemType: AWARD_ITEM_TYPES.experience,
      activityId: activity.id,
      title: activity.title,
      bookingId: booking.bookingId,
      invoiceId: invoice!.id,
      total,
      saved: option!.price - total,
      note: award.note,
      createdAt: at,
    });
  }
}
