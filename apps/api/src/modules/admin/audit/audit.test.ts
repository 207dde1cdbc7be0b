import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sessionAs } from '../testing/fixtures.ts';

let t: TestApp;
let noura: { id: number; token: string };
let khalid: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  noura = await sessionAs(t, { staffRole: 'owner', firstName: 'Noura', lastName: 'Saeed' });
  khalid = await sessionAs(t, { staffRole: 'owner', firstName: 'Khalid', lastName: 'Rashid' });
  const line = (
    adminId: number,
    action: string,
    subjectType: string,
    subjectId: number,
    at: string,
    before: unknown = null,
    after: unknown = null,
  ) => ({
    adminId,
    action,
    subjectType,
    subjectId,
    before,
    after,
    detail: {},
    createdAt: new Date(at),
  });
  await t.db.insert(adminActions).values([
    line(noura.id, 'host.approve', 'host', 11, '2025-03-01T08:00:00Z', { status: 'pending' }, { status: 'approved' }),
    line(
      noura.id,
      'review.approve',
      'review',
      5,
      '2025-03-01T21:00:00Z',
      { isPublished: false },
      { isPublished: true },
    ), // 2 March in Dubai
    line(khalid.id, 'review.reject', 'review', 6, '2025-03-02T09:00:00Z', { title: 'Spam', rating: 1 }, null),
    line(khalid.id, 'promo.update', 'promo', 3, '2025-03-05T09:00:00Z', { percent: 10 }, { percent: 15 }),
    line(noura.id, 'listing.approve', 'listing', 5, '2025-03-06T09:00:00Z'),
  ]);
});
afterAll(() => t.close());

const audit = (query = '', token = noura.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearer(token) });
const actions = (body: { items: { action: string }[] }) => body.items.map((i) => i.action);

describe('GET /api/admin/audit', () => {
  it('lists who did what to what, when, with before and after, newest first', async () => {
    const response = await audit();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(actions(body)).toEqual([
      'listing.approve',
      'promo.update',
      'review.reject',
      'review.approve',
      'host.approve',
    ]);
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      admin: { id: khalid.id, name: 'Khalid Rashid', email: expect.stringContaining('@') },
      action: 'promo.update',
      subjectType: 'promo',
      subjectId: 3,
      before: { percent: 10 },
      after: { percent: 15 },
      detail: {},
      createdAt: '2025-03-05T09:00:00.000Z',
    });
    expect(actions((await audit('dir=asc')).json())[0]).toBe('host.approve');
  });

  it('filters by the action or subject type, the admin, the subject and Dubai days', async () => {
    expect(actions((await audit('q=approve')).json())).toEqual(['listing.approve', 'review.approve', 'host.approve']);
    expect(actions((await audit('q=promo')).json())).toEqual(['promo.update']);
    // A typed % is a percent sign, not a wildcard.
    expect((await audit('q=%25')).json().total).toBe(0);
    expect(actions((await audit(`adminId=${khalid.id}`)).json())).toEqual(['promo.update', 'review.reject']);
    expect(actions((await audit('subjectType=review&subjectId=5')).json())).toEqual(['review.approve']);
    expect(actions((await audit('subjectId=5')).json())).toEqual(['listing.approve', 'review.approve']);
    // 21:00 UTC on 1 March is 2 March in Dubai.
    expect(actions((await audit('from=2025-03-02&to=2025-03-02')).json())).toEqual(['review.reject', 'review.approve']);
    expect(actions((await audit('to=2025-03-01')).json())).toEqual(['host.approve']);
  });

  it('pages on the server, with the total of all that match', async () => {
    const second = (await audit('pageSize=25&page=1&q=review')).json();
    expect(second).toMatchObject({ total: 2 });
    const beyond = (await audit('page=2')).json();
    expect(beyond).toMatchObject({ total: 5, page: 2, items: [] });
    for (let i = 0; i < 30; i++)
      await t.db.insert(adminActions).values({
        adminId: khalid.id,
        action: 'slide.update',
        subjectType: 'slide',
        subjectId: i + 1,
        createdAt: new Date('2025-04-01T09:00:00Z'),
      });
    const first = (await audit('q=slide&pageSize=25')).json();
    const next = (await audit('q=slide&pageSize=25&page=2')).json();
    expect(first.items).toHaveLength(25);
    expect(next.items).toHaveLength(5);
    // Same time everywhere: the id keeps the order, so no line shows twice or not at all.
    const ids = [...first.items, ...next.items].map((i: { subjectId: number }) => i.subjectId);
    expect(new Set(ids).size).toBe(30);
  });

  it('refuses bad filters and page sizes', async () => {
    expect((await audit('pageSize=10')).statusCode).toBe(400);
    expect((await audit('from=2025-03-05&to=2025-03-01')).statusCode).toBe(400);
    expect((await audit('sort=action')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await sessionAs(t);
    const host = await sessionAs(t, { isHost: true });
    expect((await audit('', customer.token)).statusCode).toBe(403);
    expect((await audit('', host.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
