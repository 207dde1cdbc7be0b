import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AWARD_ITEM_TYPES,
  CART_MESSAGES,
  CORPORATE_ADMIN_MESSAGES,
  CORPORATE_INVOICE_DUE_DAYS,
  DEFAULT_LANGUAGE,
  addDays,
  corporateInvoiceNumber,
  dubaiDay,
  effectivePrice,
  fillMessage,
  hasDiscount,
  itemNet,
  passRefOf,
  type AwardBody,
  type Language,
} from '@weekends/shared';
import {
  bundleItems,
  bundles,
  corporateAwards,
  corporateInvoices,
  corporates,
  customers,
} from '../../db/schema/index.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { NotEnoughPlacesError, isBookableDay, takePlaces, type SlotNeed } from '../capacity/service.ts';
import { activityFacts, slotOf, type ActivityFacts } from '../cart/index.ts';
import { writeBooking, type BookingLine, itemDetail } from '../checkout/index.ts';

export interface AwardDeps {
  db: Database;
  mailer: Mailer;
}

/** Who gives the award: a corporate admin of `corporateId` (the guard made sure). */
export interface Awarder {
  id: number;
  firstName: string;
  email: string;
  corporateId: number;
}

/** What the award books: its lines at the shared pricing rules, the places they take, and what the discounts saved. */
interface PricedAward {
  itemType: number;
  activityId: number | null;
  bundleId: number | null;
  title: string;
  lines: BookingLine[];
  needs: SlotNeed[];
  /** fils: the list prices, and what the corporate pays. */
  listTotal: number;
  total: number;
}

const sellable = (f: ActivityFacts | undefined): f is ActivityFacts =>
  f !== undefined && f.isActive && !f.submitRequest && f.options.length > 0;

/** The day an experience is booked for: a bookable one from the award when it asks for a date, none otherwise. */
function dayFor(f: ActivityFacts, date: string | null | undefined, today: string): string | null {
  if (!f.dateInput) return null;
  if (!date) throw new HttpError(400, 'CHOOSE_DATE', CORPORATE_ADMIN_MESSAGES.chooseDate);
  if (
    !isBookableDay(
      date,
      f.days.map((d) => d.weekday),
      today,
    )
  )
    throw new HttpError(400, 'DATE_NOT_BOOKABLE', CORPORATE_ADMIN_MESSAGES.dateNotBookable);
  return date;
}

const soldOut = (title: string) =>
  new HttpError(409, 'SOLD_OUT', fillMessage(CORPORATE_ADMIN_MESSAGES.soldOut, { title }));

async function priceAward(tx: Tx, body: AwardBody, today: string): Promise<PricedAward> {
  if (body.kind === 'experience') {
    const f = (await activityFacts(tx, [body.activityId], today)).get(body.activityId);
    if (!sellable(f)) throw notFound(CORPORATE_ADMIN_MESSAGES.activityNotFound);
    if (f.soldOut) throw soldOut(f.title);
    const option = f.options.find((o) => o.id === body.priceOptionId);
    if (!option) throw new HttpError(400, 'UNKNOWN_OPTION', CORPORATE_ADMIN_MESSAGES.optionNotFound);
    const day = dayFor(f, body.date, today);
    const total = itemNet({ lines: [{ ...option, quantity: 1 }] });
    return {
      itemType: AWARD_ITEM_TYPES.experience,
      activityId: f.id,
      bundleId: null,
      title: f.title,
      lines: [line(f, option, day, total, null)],
      needs: [{ ...slotOf(f, day), places: option.places }],
      listTotal: option.price,
      total,
    };
  }

  const [bundle] = await tx
    .select({ id: bundles.id, name: bundles.name })
    .from(bundles)
    .where(and(eq(bundles.id, body.bundleId), eq(bundles.isActive, true)));
  if (!bundle) throw notFound(CORPORATE_ADMIN_MESSAGES.passNotFound);
  const members = await tx
    .select({ activityId: bundleItems.activityId, discountPercent: bundleItems.discountPercent })
    .from(bundleItems)
    .where(eq(bundleItems.bundleId, bundle.id))
    .orderBy(asc(bundleItems.position), asc(bundleItems.activityId));
  const facts = await activityFacts(
    tx,
    members.map((m) => m.activityId),
    today,
  );
  const experiences = members.map((m) => ({ ...m, facts: facts.get(m.activityId) }));
  // A pass is given whole, as the pass page sells it: every experience must still be on sale.
  if (experiences.length === 0 || !experiences.every((e) => sellable(e.facts)))
    throw new HttpError(409, 'UNAVAILABLE', CART_MESSAGES.passUnavailable);
  const lines: BookingLine[] = [];
  const needs: SlotNeed[] = [];
  let listTotal = 0;
  for (const e of experiences) {
    const f = e.facts!;
    if (f.soldOut) throw soldOut(f.title);
    // The pass page's price: each experience's first option, less its discount in the pass.
    const option = f.options[0]!;
    const day = dayFor(f, body.dates?.[String(f.id)], today);
    const total = itemNet({ lines: [{ ...option, quantity: 1 }], discountPercent: e.discountPercent });
    lines.push(line(f, option, day, total, { name: bundle.name, ref: passRefOf(bundle.id) }));
    needs.push({ ...slotOf(f, day), places: option.places });
    listTotal += option.price;
  }
  return {
    itemType: AWARD_ITEM_TYPES.pass,
    activityId: null,
    bundleId: bundle.id,
    title: bundle.name,
    lines,
    needs,
    listTotal,
    total: lines.reduce((sum, l) => sum + l.total, 0),
  };
}

function line(
  f: ActivityFacts,
  option: ActivityFacts['options'][number],
  day: string | null,
  total: number,
  pass: { name: string; ref: string } | null,
): BookingLine {
  return {
    itemType: pass ? AWARD_ITEM_TYPES.pass : AWARD_ITEM_TYPES.experience,
    activityId: f.id,
    bundleName: pass?.name ?? null,
    passRef: pass?.ref ?? null,
    priceOptionId: option.id,
    description: option.description,
    quantity: 1,
    price: option.price,
    discountedPrice: hasDiscount(option) ? effectivePrice(option) : null,
    total,
    // No promo code on an award: the corporate pays the item's price.
    paid: total,
    bookedFor: day,
    orderItemId: null,
  };
}

/**
 * An award to an employee, in one transaction: the places are taken, the employee gets a booking with
 * booked items and voucher codes exactly as a paid order makes them (its host's amount and fee as at a sale), the
 * corporate an invoice due in 30 days, and the award its row; the employee's mail (with the vouchers), the admin's
 * (with the invoice) and the hosts' sale mails are stored in it too and sent once it commits.
 */
export async function giveAward(
  deps: AwardDeps,
  awarder: Awarder,
  body: AwardBody,
  now = new Date(),
): Promise<{ awardId: number; mails: number[] }> {
  const today = dubaiDay(now);
  const result = await deps.db.transaction(async (tx) => {
    const [employee] = await tx
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        language: customers.language,
      })
      .from(customers)
      .where(
        and(
          eq(customers.id, body.employeeId),
          eq(customers.corporateId, awarder.corporateId),
          eq(customers.isGuest, false),
        ),
      );
    if (!employee) throw notFound(CORPORATE_ADMIN_MESSAGES.employeeNotFound);
    const [corporate] = await tx
      .select({ name: corporates.name })
      .from(corporates)
      .where(eq(corporates.id, awarder.corporateId));

    const award = await priceAward(tx, body, today);
    try {
      await takePlaces(tx, award.needs);
    } catch (error) {
      if (!(error instanceof NotEnoughPlacesError)) throw error;
      const title =
        award.lines.length === 1
          ? award.title
          : ((await activityFacts(tx, [error.activityId], today)).get(error.activityId)?.title ?? award.title);
      throw error.left === 0
        ? soldOut(title)
        : new HttpError(
            409,
            'NOT_ENOUGH_PLACES',
            fillMessage(CART_MESSAGES.notEnoughPlaces, { left: error.left, title }),
          );
    }

    // The invoice's number carries its own id: the id is drawn first so the row is written once, complete.
    const { rows } = await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('corporate_invoices', 'id'))::int as id`,
    );
    const invoiceId = Number(rows[0]!.id);
    const number = corporateInvoiceNumber(Number(today.slice(0, 4)), invoiceId);
    const dueOn = addDays(today, CORPORATE_INVOICE_DUE_DAYS);
    await tx
      .insert(corporateInvoices)
      .values({ id: invoiceId, corporateId: awarder.corporateId, number, amount: award.total, issuedAt: now, dueOn });

    const booking = await writeBooking(
      tx,
      {
        customerId: employee.id,
        orderId: null,
        cartTotal: award.listTotal,
        cartDiscount: award.listTotal - award.total,
        couponCode: null,
        couponDiscount: 0,
        total: award.total,
        paymentReference: number,
        address: null,
      },
      award.lines,
      `given by ${corporate!.name} (invoice ${number})`,
      now,
    );
    const [row] = await tx
      .insert(corporateAwards)
      .values({
        corporateId: awarder.corporateId,
        employeeId: employee.id,
        awardedBy: awarder.id,
        itemType: award.itemType,
        activityId: award.activityId,
        bundleId: award.bundleId,
        title: award.title,
        bookingId: booking.bookingId,
        invoiceId,
        total: award.total,
        saved: award.listTotal - award.total,
        note: body.note || null,
        createdAt: now,
      })
      .returning({ id: corporateAwards.id });

    const items = award.lines.map((l, i) => ({
      line: l,
      booked: booking.items[i]!,
      // In each reader's language: the employee's and each host's may differ.
      detail: (language: Language) => itemDetail(l.description, l.bookedFor, booking.items[i]!.validUntil, language),
    }));
    const mails: (number | null)[] = [];
    mails.push(
      (
        await deps.mailer.send(
          'corporate-award',
          employee.email,
          {
            firstName: employee.firstName,
            corporateName: corporate!.name,
            title: award.title,
            note: body.note || null,
            items: items.map((i) => ({
              title: i.booked.title,
              detail: i.detail(employee.language),
              voucherCode: i.booked.voucherCode,
            })),
            link: '/customer/dashboard/bookings',
          },
          { executor: tx, language: employee.language },
        )
      ).id,
    );
    mails.push(
      (
        await deps.mailer.send(
          'corporate-invoice',
          awarder.email,
          {
            firstName: awarder.firstName,
            employeeName: `${employee.firstName} ${employee.lastName}`,
            title: award.title,
            invoiceNumber: number,
            amount: award.total,
            dueOn,
            link: '/corporate-admin',
          },
          { executor: tx, language: await languageOf(tx, awarder.id) },
        )
      ).id,
    );
    mails.push(...(await tellHosts(tx, deps, number, items)));
    return { awardId: row!.id, mails: mails.filter((id): id is number => id !== null) };
  });
  for (const id of result.mails) await deps.mailer.queue(id);
  return result;
}

/**
 * Each host whose experience was given is told of the sale, as after a paid order (the invoice number stands for the
 * order's).
 */
async function tellHosts(
  tx: Tx,
  deps: AwardDeps,
  number: string,
  items: {
    line: BookingLine;
    booked: { title: string; hostId: number | null; hostAmount: number };
    detail: (language: Language) => string;
  }[],
): Promise<(number | null)[]> {
  const hostIds = [...new Set(items.map((i) => i.booked.hostId).filter((id): id is number => id !== null))];
  const sent: (number | null)[] = [];
  for (const hostId of hostIds) {
    const [host] = await tx
      .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
      .from(customers)
      .where(eq(customers.id, hostId));
    if (!host) continue;
    const own = items.filter((i) => i.booked.hostId === hostId);
    const mail = await deps.mailer.send(
      'host-sale',
      host.email,
      {
        firstName: host.firstName,
        orderNumber: number,
        items: own.map((i) => ({
          title: i.booked.title,
          detail: i.detail(host.language),
          quantity: i.line.quantity,
          hostAmount: i.booked.hostAmount,
        })),
        dashboardLink: '/vendor/dashboard',
      },
      { executor: tx, language: host.language },
    );
    sent.push(mail.id);
  }
  return sent;
}

/** The language a member of a corporate's staff reads (their account's), for the invoice mail they are sent. */
async function languageOf(tx: Tx, customerId: number): Promise<Language> {
  const [row] = await tx.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId));
  return row?.language ?? DEFAULT_LANGUAGE;
}
