import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@weekends/shared';
import { customers, sessions } from '../../../db/schema/index.ts';
import { createSession } from '../../accounts/sessions.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { accountRow, actionsOn } from '../testing/fixtures.ts';

let t: TestApp;
let sequence = 0;

/**
 * An account with a role (or none) and a session that proved a second factor just now, or `provedMinutesAgo` (past
 * the 15 minutes a sensitive action accepts).
 */
async function member(role: StaffRole | null, options: { provedMinutesAgo?: number; isGuest?: boolean } = {}) {
  const n = ++sequence;
  const [row] = await t.db
    .insert(customers)
    .values({
      email: `staff-${n}@example.test`,
      firstName: `Member${String.fromCharCode(64 + n)}`,
      lastName: 'Test',
      isConfirmed: true,
      isGuest: options.isGuest ?? false,
      staffRole: role,
    })
    .returning({ id: customers.id, email: customers.email });
  const session = await createSession(t.db, row!.id, false, undefined, { secondFactor: true });
  if (options.provedMinutesAgo !== undefined)
    await t.db
      .update(sessions)
      // Signed in and proved then: neither counts for a sensitive action after 15 minutes.
      .set({
        secondFactorAt: new Date(Date.now() - options.provedMinutesAgo * 60_000),
        createdAt: new Date(Date.now() - options.provedMinutesAgo * 60_000),
      })
      .where(eq(sessions.id, session.id));
  return { id: row!.id, email: row!.email, token: session.token };
}

type Caller = { token: string };
const as = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(caller.token), 'x-forwarded-for': clientIp() },
    ...(payload ? { payload } : {}),
  });

/** Which of these accounts are owners now. */
async function ownersLeft(ids: number[]) {
  const rows = await t.db
    .select({ id: customers.id, role: customers.staffRole })
    .from(customers)
    .where(inArray(customers.id, ids));
  return rows.filter((r) => r.role === 'owner').map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(() => t.close());

describe('GET /api/admin/staff', () => {
  it('lists every member with their role, owners first, and only to an owner', async () => {
    const owner = await member('owner');
    const support = await member('support');
    await member(null);
    const response = await as(owner, 'GET', '/api/admin/staff');
    expect(response.statusCode).toBe(200);
    const list = response.json() as StaffMember[];
    const ours = list.filter((m) => [owner.id, support.id].includes(m.id));
    expect(ours.map((m) => [m.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [support.id, 'support'],
    ]);
    expect(list.findIndex((m) => m.role !== 'owner')).toBeGreaterThan(list.findLastIndex((m) => m.role === 'owner'));
    expect((await as(support, 'GET', '/api/admin/staff')).json()).toMatchObject({
      code: 'STAFF_ROLE_FORBIDDEN',
      message: STAFF_MESSAGES.notForYourRole,
    });
  });
});

describe('POST /api/admin/staff', () => {
  it('makes an existing account staff with a role at once, audited', async () => {
    const owner = await member('owner');
    const customer = await member(null);
    // The customer's own session has no back office yet.
    expect((await as(customer, 'GET', '/api/admin/orders')).statusCode).toBe(403);

    const response = await as(owner, 'POST', '/api/admin/staff', {
      email: customer.email.toUpperCase(),
      role: 'support',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: customer.id, role: 'support', suspendedAt: null });
    expect(await accountRow(t, customer.id)).toMatchObject({ staffRole: 'support', isAdmin: true });
    const [action] = await actionsOn(t, 'customer', customer.id);
    expect(action).toMatchObject({
      adminId: owner.id,
      action: 'staff.add',
      before: { staffRole: null },
      after: { staffRole: 'support' },
      detail: { email: customer.email },
    });
    // The same session now has its role: orders to read, refunds refused.
    expect((await as(customer, 'GET', '/api/accounts/me')).json()).toMatchObject({
      isAdmin: true,
      staffRole: 'support',
    });
    expect((await as(customer, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await as(customer, 'POST', '/api/admin/orders/1/refund', {})).json()).toMatchObject({
      code: 'STAFF_ROLE_FORBIDDEN',
    });
  });

  it('refuses an unknown address (404), a guest (400) and a member already staff (409), changing nothing', async () => {
    const owner = await member('owner');
    const guest = await member(null, { isGuest: true });
    const content = await member('content');
    const unknown = await as(owner, 'POST', '/api/admin/staff', { email: 'nobody@example.test', role: 'finance' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, STAFF_MESSAGES.accountNotFound]);
    const asGuest = await as(owner, 'POST', '/api/admin/staff', { email: guest.email, role: 'finance' });
    expect([asGuest.statusCode, asGuest.json().message]).toEqual([400, STAFF_MESSAGES.guestAccount]);
    const again = await as(owner, 'POST', '/api/admin/staff', { email: content.email, role: 'owner' });
    expect([again.statusCode, again.json().message]).toEqual([409, STAFF_MESSAGES.alreadyStaff]);
    expect((await accountRow(t, content.id)).staffRole).toBe('content');
    expect((await accountRow(t, guest.id)).staffRole).toBeNull();
    const invalid = await as(owner, 'POST', '/api/admin/staff', { email: 'not an address', role: 'finance' });
    expect([invalid.statusCode, invalid.json().fieldErrors]).toEqual([400, { email: [STAFF_MESSAGES.emailInvalid] }]);
    const badRole = await as(owner, 'POST', '/api/admin/staff', { email: guest.email, role: 'janitor' });
    expect(badRole.statusCode).toBe(400);
  });

  it('asks a session that has not proved itself recently to confirm first (403 REVERIFY_REQUIRED)', async () => {
    const owner = await member('owner', { provedMinutesAgo: 20 });
    const customer = await member(null);
    const response = await as(owner, 'POST', '/api/admin/staff', { email: customer.email, role: 'finance' });
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'REVERIFY_REQUIRED' });
    expect((await accountRow(t, customer.id)).staffRole).toBeNull();
    // Reading the list needs no re-verification.
    expect((await as(owner, 'GET', '/api/admin/staff')).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/staff/{id}/role', () => {
  it("changes a member's role from the one shown, audited with before and after", async () => {
    const owner = await member('owner');
    const finance = await member('finance');
    const response = await as(owner, 'PUT', `/api/admin/staff/${finance.id}/role`, {
      from: 'finance',
      role: 'content',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: finance.id, role: 'content' });
    const [action] = await actionsOn(t, 'customer', finance.id);
    expect(action).toMatchObject({
      adminId: owner.id,
      action: 'staff.role',
      before: { staffRole: 'finance' },
      after: { staffRole: 'content' },
    });
    // The member's own session follows at once.
    expect((await as(finance, 'GET', '/api/admin/payouts')).statusCode).toBe(403);
    expect((await as(finance, 'GET', '/api/admin/content/posts')).statusCode).toBe(200);
  });

  it('acts once when two owners change the same member at once: the second gets 409', async () => {
    const first = await member('owner');
    const second = await member('owner');
    const support = await member('support');
    const [a, b] = await Promise.all([
      as(first, 'PUT', `/api/admin/staff/${support.id}/role`, { from: 'support', role: 'finance' }),
      as(second, 'PUT', `/api/admin/staff/${support.id}/role`, { from: 'support', role: 'content' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(STAFF_MESSAGES.changed);
    expect(await actionsOn(t, 'customer', support.id)).toHaveLength(1);
  });

  it('never leaves the back office without an owner, not even when two owners demote each other at once', async () => {
    const alone = await member('owner');
    // The owners of the tests above step aside, so these two are the only owners and their demotions race.
    const first = await member('owner');
    const second = await member('owner');
    await t.db
      .update(customers)
      .set({ staffRole: 'finance' })
      .where(inArray(customers.staffRole, ['owner']));
    await t.db
      .update(customers)
      .set({ staffRole: 'owner' })
      .where(inArray(customers.id, [first.id, second.id]));
    const [a, b] = await Promise.all([
      as(first, 'PUT', `/api/admin/staff/${second.id}/role`, { from: 'owner', role: 'support' }),
      as(second, 'PUT', `/api/admin/staff/${first.id}/role`, { from: 'owner', role: 'support' }),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await ownersLeft([first.id, second.id])).toHaveLength(1);
    const [last] = await ownersLeft([first.id, second.id]);
    const lastCaller = last === first.id ? first : second;

    // The last owner can neither demote nor remove themself.
    const demote = await as(lastCaller, 'PUT', `/api/admin/staff/${last}/role`, { from: 'owner', role: 'finance' });
    expect([demote.statusCode, demote.json().code, demote.json().message]).toEqual([
      409,
      'LAST_OWNER',
      STAFF_MESSAGES.lastOwner,
    ]);
    const remove = await as(lastCaller, 'DELETE', `/api/admin/staff/${last}?from=owner`);
    expect([remove.statusCode, remove.json().code]).toEqual([409, 'LAST_OWNER']);
    expect((await accountRow(t, last!)).staffRole).toBe('owner');

    // With another owner beside them, an owner may step down.
    await t.db.update(customers).set({ staffRole: 'owner' }).where(eq(customers.id, alone.id));
    const stepDown = await as(lastCaller, 'PUT', `/api/admin/staff/${last}/role`, { from: 'owner', role: 'content' });
    expect(stepDown.statusCode).toBe(200);
    expect((await as(lastCaller, 'GET', '/api/admin/staff')).statusCode).toBe(403);
  });

  it('answers 404 for an account that is not staff', async () => {
    const owner = await member('owner');
    const customer = await member(null);
    const response = await as(owner, 'PUT', `/api/admin/staff/${customer.id}/role`, {
      from: 'support',
      role: 'finance',
    });
    expect([response.statusCode, response.json().message]).toEqual([404, STAFF_MESSAGES.memberNotFound]);
  });
});

describe('DELETE /api/admin/staff/{id}', () => {
  it('ends a membership: the account stays a customer and its session loses the back office at once, audited', async () => {
    const owner = await member('owner');
    const content = await member('content');
    const stale = await as(owner, 'DELETE', `/api/admin/staff/${content.id}?from=support`);
    expect([stale.statusCode, stale.json().message]).toEqual([409, STAFF_MESSAGES.changed]);

    const response = await as(owner, 'DELETE', `/api/admin/staff/${content.id}?from=content`);
    expect(response.statusCode).toBe(204);
    expect(await accountRow(t, content.id)).toMatchObject({ staffRole: null, isAdmin: false });
    const [action] = await actionsOn(t, 'customer', content.id);
    expect(action).toMatchObject({
      action: 'staff.remove',
      before: { staffRole: 'content' },
      after: { staffRole: null },
    });
    const me = await as(content, 'GET', '/api/accounts/me');
    expect(me.json()).toMatchObject({ id: content.id, isAdmin: false, staffRole: null });
    expect((await as(content, 'GET', '/api/admin/content/posts')).statusCode).toBe(403);
    // Still signed in: the session was not ended, only its back office.
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, content.id))).toHaveLength(1);
  });
});

describe('what other roles may not do to staff', () => {
  it('lets support suspend a customer, never a member of staff; the owner may', async () => {
    const owner = await member('owner');
    const support = await member('support');
    const finance = await member('finance');
    const customer = await member(null);
    expect((await as(support, 'POST', `/api/admin/customers/${customer.id}/suspend`)).statusCode).toBe(200);
    const refused = await as(support, 'POST', `/api/admin/customers/${finance.id}/suspend`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, STAFF_MESSAGES.staffSuspension]);
    expect((await accountRow(t, finance.id)).suspendedAt).toBeNull();
    expect(await actionsOn(t, 'customer', finance.id)).toEqual([]);
    expect((await as(owner, 'POST', `/api/admin/customers/${finance.id}/suspend`)).statusCode).toBe(200);
    const reinstate = await as(support, 'POST', `/api/admin/customers/${finance.id}/reinstate`);
    expect(reinstate.statusCode).toBe(403);
    expect((await as(owner, 'POST', `/api/admin/customers/${finance.id}/reinstate`)).statusCode).toBe(200);
  });

  it("lets only the catalogue's staff set an activity's places", async () => {
    const content = await member('content');
    const support = await member('support');
    const activity = await t.fixtures.insertActivity({ title: 'Kayak Tour' });
    const refused = await as(support, 'PUT', `/api/activities/${activity.id}/places`, { places: 5 });
    expect(refused.statusCode).toBe(403);
    const allowed = await as(content, 'PUT', `/api/activities/${activity.id}/places`, { places: 5 });
    expect(allowed.statusCode).toBe(204);
  });
});
