import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_HOSTS_MESSAGES, ERASED_FIRST_NAME, type AdminHostDetail } from '@weekends/shared';
import {
  accountDeletions,
  activities,
  activityRevisions,
  adminActions,
  bookedItems,
  customers,
  hostPayouts,
  hosts,
  orderItems,
  orders,
  sessions,
} from '../../../db/schema/index.ts';
import { createSession } from '../../accounts/sessions.ts';
import { listOutbox } from '../../mail/service.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertBuyer, sell } from '../../sales/testing/sales.ts';
import { insertApplication, sessionAs } from '../testing/fixtures.ts';

/**
 * Closing a host's business account from the back office: what it refuses (guests' vouchers, money owed, a wrong name,
 * staff, another role, twice), and what it does (listings withdrawn, the business's people and bank erased, the
 * person's account signed out and erased, the audit log, the tax records kept).
 */
let t: TestApp;
let owner: { id: number; token: string };
let finance: { id: number; token: string };

const as = (who: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(who.token), 'x-forwarded-for': clientIp() },
    ...(payload ? { payload } : {}),
  });
const close = (id: number, businessName: string, who = owner) =>
  as(who, 'POST', `/api/admin/hosts/${id}/close`, { businessName });

let n = 0;
/** An approved host with a licence scan, bank details, a live listing and a listing edit waiting for approval. */
async function approvedHost() {
  const businessName = `Mangrove Kayaks ${++n}`;
  const { id } = await insertApplication(t, { businessName });
  await t.db
    .update(hosts)
    .set({ status: 'approved', iban: 'AE070331234567890123456', accountHolder: 'Mangrove Kayaks LLC' })
    .where(eq(hosts.customerId, id));
  await t.db.update(customers).set({ isHost: true, canManageActivities: true }).where(eq(customers.id, id));
  const activity = await t.fixtures.insertActivity({ title: `Kayak Tour ${n}`, hostId: id });
  await t.db
    .insert(activityRevisions)
    .values({ activityId: activity.id, hostId: id, kind: 'edit', payload: {}, status: 'pending' });
  const { token } = await createSession(t.db, id, false);
  return { id, businessName, activity, token };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionAs(t, { staffRole: 'owner' });
  finance = await sessionAs(t, { staffRole: 'finance' });
}, 60_000);
afterAll(() => t.close());

describe('POST /api/admin/hosts/:id/close', () => {
  it('withdraws the listings, erases the people and the bank, signs the person out and erases the account', async () => {
    const host = await approvedHost();
    const [before] = await t.db.select().from(hosts).where(eq(hosts.customerId, host.id));
    const [person] = await t.db.select().from(customers).where(eq(customers.id, host.id));
    expect(before!.tradeLicenseImage).not.toBeNull();
    expect(await t.app.storage.private.read(before!.tradeLicenseImage!)).not.toBeNull();
    // A past sale, redeemed and paid: nothing stands in the way, and its record must stay.
    const buyer = await insertBuyer(t, 'Amira', 'Retail');
    await sell(t, buyer.id, [
      { activityId: host.activity.id, hostAmount: 8_000, redeemedAt: new Date('2026-10-10T10:00:00Z') },
    ]);
    await t.db.insert(hostPayouts).values({ hostId: host.id, month: '2026-10-01', amount: 8_000, reference: 'OCT' });

    const response = await close(host.id, `  ${host.businessName.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: host.id, erased: true });

    const [after] = await t.db.select().from(hosts).where(eq(hosts.customerId, host.id));
    expect(after).toMatchObject({
      closedBy: owner.id,
      businessName: host.businessName,
      tradeLicenseId: before!.tradeLicenseId,
      iban: null,
      accountHolder: null,
      firstName2: null,
      mobile2: null,
      landline: null,
      address: null,
      tradeLicenseImage: null,
    });
    expect(after!.closedAt).not.toBeNull();
    expect(await t.app.storage.private.read(before!.tradeLicenseImage!)).toBeNull();
    const [listing] = await t.db.select().from(activities).where(eq(activities.id, host.activity.id));
    expect(listing!.isActive).toBe(false);
    const revisions = await t.db.select().from(activityRevisions).where(eq(activityRevisions.hostId, host.id));
    expect(revisions.map((r) => r.status)).toEqual(['superseded']);
    // The person: signed out at once, suspended, erased; mailed at the old address once it was done.
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, host.id))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(host.token) })).statusCode,
    ).toBe(401);
    const [erased] = await t.db.select().from(customers).where(eq(customers.id, host.id));
    expect(erased).toMatchObject({ firstName: ERASED_FIRST_NAME, passwordHash: null, canManageActivities: false });
    expect(erased!.suspendedAt).not.toBeNull();
    expect(erased!.email).not.toBe(person!.email);
    const [deletion] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, host.id));
    expect(deletion!.erasedAt).not.toBeNull();
    expect((await listOutbox(t.db, { to: person!.email })).map((m) => m.template)).toContain('account-erased');
    // The audit log says who closed it; the business's payout stays for the tax records.
    const [action] = await t.db.select().from(adminActions).where(eq(adminActions.action, 'host.close'));
    expect(action).toMatchObject({ adminId: owner.id, subjectType: 'host', subjectId: host.id });
    expect(await t.db.select().from(hostPayouts).where(eq(hostPayouts.hostId, host.id))).toHaveLength(1);

    // The back office shows it closed; a second press, or reinstating it, is refused.
    const detail = (await as(owner, 'GET', `/api/admin/hosts/${host.id}`)).json() as AdminHostDetail;
    expect(detail).toMatchObject({ status: 'closed', guestVouchers: 0 });
    expect(detail.closedAt).not.toBeNull();
    const listed = (await as(owner, 'GET', '/api/admin/hosts?status=closed')).json();
    expect(listed.items.map((h: { id: number }) => h.id)).toContain(host.id);
    const again = await close(host.id, host.businessName);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_HOSTS_MESSAGES.alreadyClosed);
    expect((await as(owner, 'POST', `/api/admin/customers/${host.id}/reinstate`)).statusCode).toBe(409);
  });

  it('refuses while guests hold vouchers of its experiences, or while it is owed money, and changes nothing', async () => {
    const host = await approvedHost();
    const buyer = await insertBuyer(t, 'Omar', 'Guest');
    const [held] = await sell(t, buyer.id, [
      { activityId: host.activity.id, hostAmount: 8_000, bookedFor: '2099-01-01' },
    ]);
    const holding = await close(host.id, host.businessName);
    expect(holding.statusCode).toBe(409);
    expect(holding.json()).toMatchObject({
      code: 'GUESTS_HOLD_VOUCHERS',
      message: ADMIN_HOSTS_MESSAGES.closeGuestsHolding,
    });
    expect(((await as(owner, 'GET', `/api/admin/hosts/${host.id}`)).json() as AdminHostDetail).guestVouchers).toBe(1);

    // The voucher is used: now the host is owed its amount until the payout is recorded.
    await t.db.update(bookedItems).set({ redeemedAt: new Date() }).where(eq(bookedItems.id, held!.id));
    const owed = await close(host.id, host.businessName);
    expect(owed.statusCode).toBe(409);
    expect(owed.json()).toMatchObject({ code: 'HOST_OWED', message: ADMIN_HOSTS_MESSAGES.closeOwed });

    // An order of its experiences waiting for its payment: a payment after the closure would sell a voucher of a
    // host that is gone, so closing waits for it too.
    const [pending] = await t.db
      .insert(orders)
      .values({
        customerId: buyer.id,
        attempt: randomUUID(),
        contact: { firstName: 'Omar', lastName: 'Guest', email: 'omar@example.test', phoneNumber: null },
        cartTotal: 8_000,
        discount: 0,
        subTotal: 8_000,
        total: 8_000,
        vat: 381,
        expiresAt: new Date(Date.now() + 15 * 60_000),
        gateway: 'sandbox',
      })
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values({
      orderId: pending!.id,
      activityId: host.activity.id,
      description: 'Kayak Tour',
      quantity: 1,
      price: 8_000,
      discountedPrice: 8_000,
      total: 8_000,
    });
    const paying = await close(host.id, host.businessName);
    expect(paying.json()).toMatchObject({
      code: 'CHECKOUT_IN_PROGRESS',
      message: ADMIN_HOSTS_MESSAGES.closeCheckoutInProgress,
    });
    await t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, pending!.id));

    const [row] = await t.db.select().from(hosts).where(eq(hosts.customerId, host.id));
    expect(row).toMatchObject({ closedAt: null, iban: 'AE070331234567890123456' });
    expect((await t.db.select().from(activities).where(eq(activities.id, host.activity.id)))[0]!.isActive).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, host.id))).toHaveLength(1);
  });

  it('refuses a business name typed wrong, a member of staff, its own account, and roles other than the owner', async () => {
    const host = await approvedHost();
    const wrong = await close(host.id, 'Mangrove');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.businessName).toEqual([ADMIN_HOSTS_MESSAGES.closeNameMismatch]);
    expect((await close(host.id, host.businessName, finance)).statusCode).toBe(403);

    await t.db.update(customers).set({ staffRole: 'content' }).where(eq(customers.id, host.id));
    expect((await close(host.id, host.businessName)).json().code).toBe('STAFF_ACCOUNT');
    await t.db.update(customers).set({ staffRole: null }).where(eq(customers.id, host.id));
    expect((await close(owner.id, 'anything')).json().code).toBe('OWN_ACCOUNT');
    expect((await close(999_999, 'Nobody')).statusCode).toBe(404);
    expect((await t.db.select().from(hosts).where(eq(hosts.customerId, host.id)))[0]!.closedAt).toBeNull();
  });

  it('closes once when two owners press at the same moment', async () => {
    const host = await approvedHost();
    const other = await sessionAs(t, { staffRole: 'owner' });
    const answers = await Promise.all([close(host.id, host.businessName), close(host.id, host.businessName, other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const actions = await t.db.select().from(adminActions).where(eq(adminActions.subjectId, host.id));
    expect(actions.filter((a) => a.action === 'host.close')).toHaveLength(1);
    expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, host.id))).toHaveLength(1);
  });

  it("waits for the person's own vouchers before erasing, and the account cannot sign in meanwhile", async () => {
    const host = await approvedHost();
    const elsewhere = await t.fixtures.insertActivity({ title: 'Hot Air Balloon' });
    await sell(t, host.id, [{ activityId: elsewhere.id, bookedFor: '2099-02-01' }]);
    const response = await close(host.id, host.businessName);
    expect(response.json()).toMatchObject({ erased: false });
    const [deletion] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.customerId, host.id));
    expect(deletion).toMatchObject({ erasedAt: null, cancelledAt: null, voucherChoice: 'wait' });
    const [person] = await t.db.select().from(customers).where(eq(customers.id, host.id));
    expect(person!.suspendedAt).not.toBeNull();
    expect(person!.firstName).not.toBe(ERASED_FIRST_NAME);
  });
});
