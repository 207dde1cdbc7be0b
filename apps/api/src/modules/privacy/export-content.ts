import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  activities,
  addresses,
  bookedItemEvents,
  bookedItems,
  cancellations,
  customers,
  favorites,
  interestRequests,
  newsletterSubscriptions,
  orderItems,
  orders,
  reviews,
  sessions,
  voucherGifts,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { signInHistory } from '../accounts/index.ts';

/** One JSON file of the export: its name in the ZIP and what it holds. */
export interface ExportFile {
  name: string;
  content: unknown;
}

const lower = (email: string) => email.toLowerCase();

/**
 * Everything we hold about a customer, one file per area: the profile, addresses, orders with their lines, vouchers
 * with their history, cancellations, gifts, reviews, favourites, newsletter subscription, interest requests and the
 * sign-in history (the sign-in log's year) with the devices still signed in. What only the provider needs to run the
 * service (password hashes, session tokens) is not personal data the customer gave us and stays out.
 */
export async function exportFiles(db: Executor, customerId: number): Promise<ExportFile[]> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error(`export: no customer ${customerId}`);
  const email = lower(customer.email);
  const profile = {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phoneNumber: customer.phoneNumber,
    language: customer.language,
    emailConfirmed: customer.isConfirmed,
    signUpWith: customer.socialLogin === 1 ? 'facebook' : customer.socialLogin === 2 ? 'google' : 'email',
    corporateCustomer: customer.isCorporate,
    happinessAmbassador: customer.happinessAmbassador,
    cartReminders: customer.cartReminders,
    createdAt: customer.createdAt,
  };

  const addressRows = await db
    .select({
      firstName: addresses.firstName,
      lastName: addresses.lastName,
      phoneNumber: addresses.phoneNumber,
      email: addresses.email,
      address: addresses.address,
      street: addresses.street,
      poBoxNo: addresses.poBoxNo,
      cityId: addresses.cityId,
      createdAt: addresses.createdAt,
    })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));

  const orderRows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id));
  const lines = orderRows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          activity: activities.title,
          description: orderItems.description,
          bundleName: orderItems.bundleName,
          bookedFor: orderItems.bookedFor,
          quantity: orderItems.quantity,
          price: orderItems.price,
          discountedPrice: orderItems.discountedPrice,
          total: orderItems.total,
        })
        .from(orderItems)
        .innerJoin(activities, eq(activities.id, orderItems.activityId))
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const orderFile = orderRows.map((o) => ({
    id: o.id,
    status: o.status,
    contact: o.contact,
    address: o.address,
    amountsInFils: {
      cartTotal: o.cartTotal,
      discount: o.discount,
      couponDiscount: o.couponDiscount,
      total: o.total,
      vatIncluded: o.vat,
    },
    couponCode: o.couponCode,
    gateway: o.gateway,
    language: o.language,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    lines: lines.filter((l) => l.orderId === o.id).map(({ orderId: _orderId, ...line }) => line),
  }));

  const items = await db
    .select({
      id: bookedItems.id,
      activity: activities.title,
      option: bookedItems.priceOptionDescription,
      bundleName: bookedItems.bundleName,
      quantity: bookedItems.quantity,
      totalInFils: bookedItems.total,
      voucherCode: bookedItems.voucherCode,
      address: bookedItems.address,
      bookedFor: bookedItems.bookedFor,
      validUntil: bookedItems.validUntil,
      purchasedAt: bookedItems.purchaseDate,
      redeemedAt: bookedItems.redeemedAt,
      cancelledAt: bookedItems.cancelledAt,
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(eq(bookedItems.customerId, customerId))
    .orderBy(asc(bookedItems.id));
  const history = items.length
    ? await db
        .select({
          bookedItemId: bookedItemEvents.bookedItemId,
          kind: bookedItemEvents.kind,
          cause: bookedItemEvents.cause,
          at: bookedItemEvents.at,
        })
        .from(bookedItemEvents)
        .where(
          inArray(
            bookedItemEvents.bookedItemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(bookedItemEvents.id))
    : [];
  const vouchers = items.map((item) => ({
    ...item,
    history: history.filter((h) => h.bookedItemId === item.id).map(({ bookedItemId: _id, ...event }) => event),
  }));

  const cancellationRows = await db
    .select({
      id: cancellations.id,
      orderId: cancellations.orderId,
      amountInFils: cancellations.amount,
      status: cancellations.status,
      cause: cancellations.cause,
      createdAt: cancellations.createdAt,
      refundedAt: cancellations.refundedAt,
    })
    .from(cancellations)
    .where(eq(cancellations.customerId, customerId))
    .orderBy(asc(cancellations.id));

  const gifts = await db
    .select({
      bookedItemId: voucherGifts.bookedItemId,
      given: sql<boolean>`${voucherGifts.fromCustomerId} = ${customerId}`,
      toName: voucherGifts.toName,
      toEmail: voucherGifts.toEmail,
      message: voucherGifts.message,
      createdAt: voucherGifts.createdAt,
      claimedAt: voucherGifts.claimedAt,
    })
    .from(voucherGifts)
    .where(or(eq(voucherGifts.fromCustomerId, customerId), eq(voucherGifts.toCustomerId, customerId)))
    .orderBy(asc(voucherGifts.id));

  const reviewRows = await db
    .select({
      activity: activities.title,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
      published: reviews.isPublished,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .where(eq(reviews.customerId, customerId))
    .orderBy(asc(reviews.id));

  const favouriteRows = await db
    .select({ activity: activities.title, slug: activities.slug, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(activities, eq(activities.id, favorites.activityId))
    .where(eq(favorites.customerId, customerId))
    .orderBy(asc(favorites.createdAt));

  const newsletter = await db
    .select({
      email: newsletterSubscriptions.email,
      source: newsletterSubscriptions.source,
      subscribedAt: newsletterSubscriptions.subscribedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);

  const interest = await db
    .select({
      activity: activities.title,
      firstName: interestRequests.firstName,
      lastName: interestRequests.lastName,
      email: interestRequests.email,
      phoneNumber: interestRequests.phoneNumber,
      comment: interestRequests.comment,
      createdAt: interestRequests.createdAt,
      notifiedAt: interestRequests.notifiedAt,
    })
    .from(interestRequests)
    .innerJoin(activities, eq(activities.id, interestRequests.activityId))
    .where(sql`lower(${interestRequests.email}) = ${email}`)
    .orderBy(asc(interestRequests.id));

  const devices = await db
    .select({
      signedInAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      place: sessions.place,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), isNotNull(sessions.createdAt)))
    .orderBy(asc(sessions.createdAt));

  return [
    { name: 'profile.json', content: profile },
    { name: 'addresses.json', content: addressRows },
    { name: 'orders.json', content: orderFile },
    { name: 'vouchers.json', content: vouchers },
    { name: 'cancellations.json', content: cancellationRows },
    { name: 'gifts.json', content: gifts },
    { name: 'reviews.json', content: reviewRows },
    { name: 'favourites.json', content: favouriteRows },
    { name: 'newsletter.json', content: newsletter },
    { name: 'interest-requests.json', content: interest },
    { name: 'sign-in-history.json', content: await signInHistory(db, customerId) },
    { name: 'signed-in-devices.json', content: devices },
  ];
}

/** The paid orders whose tax invoices go into the export. */
export async function invoicedOrders(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}
