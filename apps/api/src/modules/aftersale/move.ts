import { and, eq, isNotNull } from 'drizzle-orm';
import { API_MESSAGES, AFTERSALE_EVENT_CAUSES, AFTERSALE_MESSAGES, dubaiDay, moveWindow } from '@weekends/shared';
import { bookedItems, customers, orderItems } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import {
  activityWeekdays,
  isBookableDay,
  NotEnoughPlacesError,
  releasePlaces,
  slotKey,
  lockSlots,
  takePlaces,
} from '../capacity/service.ts';
import { formatDay } from '../checkout/index.ts';
import type { AftersaleDeps } from './deps.ts';
import { recordEvents, ownedItem } from '../bookings/index.ts';
import { mailItems } from './mail-items.ts';
import { placesOf, slotIdOf } from './places.ts';
import type { Language } from '@weekends/shared';

export interface MoveResult {
  id: number;
  from: string;
  to: string;
}

/**
 * Moves a dated voucher to another day (until 48 hours before its current day): the new day must be one the
 * activity can be booked on, and have the places. In one transaction the new day's places are taken (the same
 * conditional update as a checkout, so a date is never oversold) and the old day's given back; the voucher code
 * stays. A weekend pass's experience moves on its own.
 */
export async function moveBookedItem(
  deps: AftersaleDeps,
  customerId: number,
  bookedItemId: number,
  date: string,
  now = new Date(),
): Promise<MoveResult> {
  const done = await deps.db.transaction(async (tx) => {
    const found = await ownedItem(tx, customerId, bookedItemId, true);
    if (!found) throw notFound(API_MESSAGES.voucherNotFound);
    const { item } = found;
    const window = moveWindow(
      {
        bookedFor: item.bookedFor,
        purchaseDate: item.purchaseDate,
        redeemedAt: item.redeemedAt,
        cancelledAt: item.cancelledAt,
        gifted: found.givenAway,
      },
      now,
    );
    if (!window.allowed) throw new HttpError(409, 'MOVE_NOT_ALLOWED', window.reason!);
    const from = item.bookedFor!;
    if (date === from)
      throw new HttpError(400, 'SAME_DATE', AFTERSALE_MESSAGES.sameDate, { date: [AFTERSALE_MESSAGES.sameDate] });
    if (!isBookableDay(date, await activityWeekdays(tx, item.activityId), dubaiDay(now))) {
      throw new HttpError(400, 'DATE_NOT_BOOKABLE', AFTERSALE_MESSAGES.dateNotBookable, {
        date: [AFTERSALE_MESSAGES.dateNotBookable],
      });
    }

    const places = (await placesOf(tx, [item])).get(item.id)!;
    // Both days locked first, in the one lock order: two moves between the same two days in opposite directions
    // would otherwise each hold one day and wait for the other.
    await lockSlots(tx, [
      { activityId: item.activityId, day: from },
      { activityId: item.activityId, day: date },
    ]);
    let slots: Map<string, number>;
    try {
      slots = await takePlaces(tx, [{ activityId: item.activityId, day: date, places }]);
    } catch (error) {
      if (error instanceof NotEnoughPlacesError)
        throw new HttpError(409, 'NOT_ENOUGH_PLACES', AFTERSALE_MESSAGES.notEnoughPlaces);
      throw error;
    }
    const oldSlot = await slotIdOf(tx, item.activityId, from);
    if (oldSlot !== null) await releasePlaces(tx, [{ slotId: oldSlot, places }]);
    await tx.update(bookedItems).set({ bookedFor: date }).where(eq(bookedItems.id, item.id));
    // The order line holds its places in the new slot now, so a refund of the whole order gives back the right ones.
    if (item.orderItemId !== null) {
      await tx
        .update(orderItems)
        .set({ placesSlotId: slots.get(slotKey({ activityId: item.activityId, day: date }))! })
        .where(and(eq(orderItems.id, item.orderItemId), isNotNull(orderItems.placesSlotId)));
    }
    await recordEvents(tx, [item.id], 'moved', AFTERSALE_EVENT_CAUSES.moved(from, date), now, { from, to: date });

    const [named] = await mailItems(tx, [item.id]);
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
      .from(customers)
      .where(eq(customers.id, customerId));
    const change = (language: Language) => ({
      title: named!.title(language),
      detail: named!.detail(language),
      quantity: item.quantity,
      voucherCode: item.voucherCode,
      from: formatDay(from, language),
      to: formatDay(date, language),
    });
    const mails: number[] = [];
    const toCustomer = await deps.mailer.send(
      'booking-moved',
      customer!.email,
      {
        ...change(customer!.language),
        audience: 'customer',
        firstName: customer!.firstName,
        link: `/customer/dashboard/bookings/${item.id}`,
      },
      { executor: tx, language: customer!.language },
    );
    if (toCustomer.id !== null) mails.push(toCustomer.id);
    if (named!.host) {
      const toHost = await deps.mailer.send(
        'booking-moved',
        named!.host.email,
        {
          ...change(named!.host.language),
          audience: 'host',
          firstName: named!.host.firstName,
          link: '/vendor/dashboard',
        },
        { executor: tx, language: named!.host.language },
      );
      if (toHost.id !== null) mails.push(toHost.id);
    }
    return { result: { id: item.id, from, to: date }, mails };
  });
  for (const id of done.mails) await deps.mailer.queue(id);
  return done.result;
}
