import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRevisions } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helpers.ts';
import { insertApplication, sessionAs } from './testing/fixtures.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await sessionAs(t, { staffRole: 'owner' })).token;
});
afterAll(() => t.close());

const counts = (token = adminToken) =>
  t.app.inject({ method: 'GET', url: '/api/admin/approvals/counts', headers: bearer(token) });

describe('GET /api/admin/approvals/counts', () => {
  it('counts what waits on each tab, and a decision takes it off', async () => {
    expect((await counts()).json()).toEqual({ hosts: 0, listings: 0, reviews: 0 });

    const first = await insertApplication(t, { businessName: 'Hatta Trails', licence: null });
    await insertApplication(t, { businessName: 'Dune Riders', licence: null });
    const host = await sessionAs(t, { isHost: true });
    const kayak = await t.fixtures.insertActivity({ title: 'Kayak', hostId: host.id });
    const safari = await t.fixtures.insertActivity({ title: 'Safari', hostId: host.id });
    await t.db.insert(activityRevisions).values([
      { activityId: kayak.id, hostId: host.id, kind: 'edit', status: 'pending', payload: {} },
      { activityId: safari.id, hostId: host.id, kind: 'new', status: 'rejected', payload: {} },
    ]);
    const customer = await t.fixtures.insertCustomer('Amal');
    await t.fixtures.insertReview({ activityId: kayak.id, customerId: customer.id, isPublished: false });
    await t.fixtures.insertReview({ activityId: kayak.id, customerId: customer.id, isPublished: true });

    expect((await counts()).json()).toEqual({ hosts: 2, listings: 1, reviews: 1 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/approvals/hosts/${first.id}/approve`,
          headers: bearer(adminToken),
        })
      ).statusCode,
    ).toBe(200);
    expect((await counts()).json()).toEqual({ hosts: 1, listings: 1, reviews: 1 });
  });

  it('is for admins only', async () => {
    expect((await counts((await sessionAs(t)).token)).statusCode).toBe(403);
  });
});
