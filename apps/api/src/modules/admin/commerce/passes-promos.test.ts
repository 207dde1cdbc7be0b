import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  COMMERCE_MESSAGES,
  LANGUAGE_HEADER,
  type AdminActivityOption,
  type AdminPage,
  type AdminPass,
  type AdminPromo,
  type BundleCard,
  type PassBody,
  type PromoBody,
} from '@weekends/shared';
import { activities, bundleItems, promoCodes } from '../../../db/schema/index.ts';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../../test/helpers.ts';
import { findPromoCode, promoApplies } from '../../cart/promo.ts';
import { actionsOn } from '../testing/fixtures.ts';

/** Weekend passes and promo codes in the back office: their rules, the audit log, and what the shop then shows. */
let t: TestApp;
let admin: { id: number; token: string };
let kayak: { id: number };
let safari: { id: number };
let spa: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
  kayak = await t.fixtures.insertActivity({ title: 'Mangrove Kayak Tour', prices: [{ price: 20_000 }] });
  safari = await t.fixtures.insertActivity({ title: 'Desert Safari Evening', prices: [{ price: 30_000 }] });
  spa = await t.fixtures.insertActivity({ title: 'Hammam Spa Morning', prices: [{ price: 10_000 }] });
}, 60_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
let n = 0;
const passBody = (overrides: Partial<PassBody> = {}): PassBody => ({
  name: 'Abu Dhabi Outdoors',
  slug: `abu-dhabi-outdoors-${++n}`,
  description: 'Two days outside.',
  coverImage: null,
  highlights: ['Kayak at sunrise', 'Dunes at sunset'],
  isActive: true,
  position: 0,
  items: [
    { activityId: kayak.id, discountPercent: 10 },
    { activityId: safari.id, discountPercent: 20 },
  ],
  ...overrides,
});
const promoBody = (overrides: Partial<PromoBody> = {}): PromoBody => ({
  code: `spring${++n}`,
  percent: 15,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  minOrderTotal: null,
  isActive: true,
  ...overrides,
});

describe('weekend passes', () => {
  it('creates a pass with its experiences in order, logs it, and the shop lists it', async () => {
    const response = await call('POST', '/api/admin/passes', passBody({ name: 'Shop Window Pass' }));
    expect(response.statusCode, response.body).toBe(200);
    const pass = response.json() as AdminPass;
    expect(pass.items).toEqual([
      { activityId: kayak.id, title: 'Mangrove Kayak Tour', isActive: true, discountPercent: 10 },
      { activityId: safari.id, title: 'Desert Safari Evening', isActive: true, discountPercent: 20 },
    ]);
    const [line] = await actionsOn(t, 'bundle', pass.id);
    expect(line).toMatchObject({
      adminId: admin.id,
      action: 'pass.create',
      before: null,
      after: { name: 'Shop Window Pass' },
    });
    const shop = (await t.app.inject({ method: 'GET', url: '/api/bundles' })).json() as BundleCard[];
    // 200 x 0.9 + 300 x 0.8 = 420 AED.
    expect(shop.find((b) => b.id === pass.id)).toMatchObject({ startFrom: 42_000, undiscountedTotal: 50_000 });
  });

  it('reorders and replaces its experiences on save, with the pass before and after in the log', async () => {
    const pass = (await call('POST', '/api/admin/passes', passBody())).json() as AdminPass;
    const saved = await call(
      'PUT',
      `/api/admin/passes/${pass.id}`,
      passBody({
        slug: pass.slug,
        items: [
          { activityId: spa.id, discountPercent: 0 },
          { activityId: kayak.id, discountPercent: 100 },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminPass).items.map((i) => [i.activityId, i.discountPercent])).toEqual([
      [spa.id, 0],
      [kayak.id, 100],
    ]);
    const rows = await t.db
      .select()
      .from(bundleItems)
      .where(eq(bundleItems.bundleId, pass.id))
      .orderBy(bundleItems.position);
    expect(rows.map((r) => r.activityId)).toEqual([spa.id, kayak.id]);
    const update = (await actionsOn(t, 'bundle', pass.id)).find((a) => a.action === 'pass.update')!;
    expect((update.before as AdminPass).items.map((i) => i.activityId)).toEqual([kayak.id, safari.id]);
    expect((update.after as AdminPass).items.map((i) => i.activityId)).toEqual([spa.id, kayak.id]);
  });

  it('refuses discounts outside 0-100, no experiences, an experience twice, an unknown one and a taken slug', async () => {
    for (const discountPercent of [-1, 101, 12.5]) {
      const response = await call(
        'POST',
        '/api/admin/passes',
        passBody({ items: [{ activityId: kayak.id, discountPercent }] }),
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(COMMERCE_MESSAGES.discountRange);
    }
    expect(JSON.stringify((await call('POST', '/api/admin/passes', passBody({ items: [] }))).json())).toContain(
      COMMERCE_MESSAGES.passNeedsExperience,
    );
    const twice = await call(
      'POST',
      '/api/admin/passes',
      passBody({
        items: [
          { activityId: kayak.id, discountPercent: 5 },
          { activityId: kayak.id, discountPercent: 5 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain(COMMERCE_MESSAGES.duplicateExperience);
    const unknown = await call(
      'POST',
      '/api/admin/passes',
      passBody({ items: [{ activityId: 999_999, discountPercent: 5 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(COMMERCE_MESSAGES.unknownActivity);
    const first = (await call('POST', '/api/admin/passes', passBody())).json() as AdminPass;
    const taken = await call('POST', '/api/admin/passes', passBody({ slug: first.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COMMERCE_MESSAGES.slugTaken);
  });

  it('deactivates a pass: it leaves the shop at once (the cache is cleared) and the log says so', async () => {
    const pass = (await call('POST', '/api/admin/passes', passBody())).json() as AdminPass;
    expect(
      ((await t.app.inject({ method: 'GET', url: '/api/bundles' })).json() as BundleCard[]).some(
        (b) => b.id === pass.id,
      ),
    ).toBe(true);
    const off = await call('POST', `/api/admin/passes/${pass.id}/active`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect(
      ((await t.app.inject({ method: 'GET', url: '/api/bundles' })).json() as BundleCard[]).some(
        (b) => b.id === pass.id,
      ),
    ).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/bundles/${pass.slug}` })).statusCode).toBe(404);
    expect((await actionsOn(t, 'bundle', pass.id)).find((a) => a.action === 'pass.deactivate')).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
    const inactive = (
      await call('GET', '/api/admin/passes?active=false&pageSize=100&sort=created&dir=desc')
    ).json() as AdminPage<AdminPass>;
    expect(inactive.items.map((p) => p.id)).toContain(pass.id);
    expect(inactive.items.every((p) => !p.isActive)).toBe(true);
    expect((await call('POST', '/api/admin/passes/999999/active', { isActive: false })).statusCode).toBe(404);
  });

  it('finds experiences to add by part of their title', async () => {
    const found = (await call('GET', '/api/admin/passes/activities?q=safari')).json() as { id: number }[];
    expect(found.map((a) => a.id)).toEqual([safari.id]);
  });
});

describe('weekend passes in Arabic', () => {
  it("titles each pass's experiences, and those found to add, in the reader's language", async () => {
    const created = (await call('POST', '/api/admin/passes', passBody())).json() as AdminPass;
    await t.db.update(activities).set({ titleAr: 'جولة كاياك بين أشجار القرم' }).where(eq(activities.id, kayak.id));
    const arabic = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...bearer(admin.token), [LANGUAGE_HEADER]: 'ar' } });
    const titles = (pass: AdminPass | undefined) => pass?.items.map((i) => i.title);
    const one = (await arabic(`/api/admin/passes/${created.id}`)).json() as AdminPass;
    // Not translated yet: the English, for the page to mark as English.
    expect(titles(one)).toEqual(['جولة كاياك بين أشجار القرم', 'Desert Safari Evening']);
    const page = (await arabic('/api/admin/passes?pageSize=100')).json() as AdminPage<AdminPass>;
    expect(titles(page.items.find((p) => p.id === created.id))).toEqual(one.items.map((i) => i.title));
    const found = (await arabic('/api/admin/passes/activities?q=mangrove')).json() as AdminActivityOption[];
    expect(found.map((a) => a.title)).toEqual(['جولة كاياك بين أشجار القرم']);
    const english = (await call('GET', `/api/admin/passes/${created.id}`)).json() as AdminPass;
    expect(titles(english)).toEqual(['Mangrove Kayak Tour', 'Desert Safari Evening']);
    await t.db.update(activities).set({ titleAr: null }).where(eq(activities.id, kayak.id));
  });
});

describe('promo codes', () => {
  it('stores the code upper case, applies validity as whole Dubai days and logs the creation', async () => {
    const response = await call(
      'POST',
      '/api/admin/promo-codes',
      promoBody({
        code: 'eid-2026',
        validFrom: '2026-03-01',
        validUntil: '2026-03-31',
        maxUses: 100,
        maxUsesPerCustomer: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const promo = response.json() as AdminPromo;
    expect(promo).toMatchObject({
      code: 'EID-2026',
      validFrom: '2026-03-01',
      validUntil: '2026-03-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      timesUsed: 0,
      paidOrders: 0,
    });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.validFrom!.toISOString()).toBe('2026-02-28T20:00:00.000Z');
    // The first instant it no longer applies: midnight in Dubai after the last day.
    expect(row!.validUntil!.toISOString()).toBe('2026-03-31T20:00:00.000Z');
    expect((await actionsOn(t, 'promo_code', promo.id))[0]).toMatchObject({
      action: 'promo.create',
      after: { code: 'EID-2026' },
    });
  });

  it('refuses a code that exists in any case, on create and on rename', async () => {
    await call('POST', '/api/admin/promo-codes', promoBody({ code: 'WELCOME10' }));
    const again = await call('POST', '/api/admin/promo-codes', promoBody({ code: 'welcome10' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMERCE_MESSAGES.codeTaken);
    const other = (await call('POST', '/api/admin/promo-codes', promoBody())).json() as AdminPromo;
    expect((await call('PUT', `/api/admin/promo-codes/${other.id}`, promoBody({ code: 'Welcome10' }))).statusCode).toBe(
      409,
    );
    // Keeping its own code is no conflict.
    expect(
      (await call('PUT', `/api/admin/promo-codes/${other.id}`, promoBody({ code: other.code, percent: 20 }))).json(),
    ).toMatchObject({ percent: 20 });
  });

  it('refuses percentages outside 1-100, bad codes, limits below 1, and a last day before the first', async () => {
    for (const body of [
      promoBody({ percent: 0 }),
      promoBody({ percent: 101 }),
      promoBody({ code: 'a b' }),
      promoBody({ code: 'ab' }),
      promoBody({ maxUses: 0 }),
      promoBody({ maxUsesPerCustomer: -2 }),
    ]) {
      expect((await call('POST', '/api/admin/promo-codes', body)).statusCode).toBe(400);
    }
    const dates = await call(
      'POST',
      '/api/admin/promo-codes',
      promoBody({ validFrom: '2026-05-10', validUntil: '2026-05-09' }),
    );
    expect(dates.statusCode).toBe(400);
    expect(JSON.stringify(dates.json())).toContain(COMMERCE_MESSAGES.datesOrder);
  });

  it('refuses a total limit below the uses already made', async () => {
    const promo = (await call('POST', '/api/admin/promo-codes', promoBody())).json() as AdminPromo;
    await t.db.update(promoCodes).set({ timesUsed: 5 }).where(eq(promoCodes.id, promo.id));
    const lower = await call('PUT', `/api/admin/promo-codes/${promo.id}`, promoBody({ code: promo.code, maxUses: 4 }));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe(COMMERCE_MESSAGES.limitBelowUses);
    expect(
      (await call('PUT', `/api/admin/promo-codes/${promo.id}`, promoBody({ code: promo.code, maxUses: 5 }))).json(),
    ).toMatchObject({ maxUses: 5, timesUsed: 5 });
  });

  it('deactivates a code, after which the cart refuses it; the list filters and sorts on the server', async () => {
    const promo = (await call('POST', '/api/admin/promo-codes', promoBody({ code: 'STOPME' }))).json() as AdminPromo;
    expect((await call('POST', `/api/admin/promo-codes/${promo.id}/active`, { isActive: false })).json()).toMatchObject(
      { isActive: false },
    );
    const stored = await findPromoCode(t.db, 'stopme');
    expect(stored!.isActive).toBe(false);
    expect(await promoApplies(t.db, stored!, admin.id, 50_000)).toBe(false);
    expect((await actionsOn(t, 'promo_code', promo.id)).map((a) => a.action)).toEqual([
      'promo.create',
      'promo.deactivate',
    ]);
    const found = (await call('GET', '/api/admin/promo-codes?q=stop&active=false')).json() as AdminPage<AdminPromo>;
    expect(found.items.map((p) => p.code)).toEqual(['STOPME']);
    const byPercent = (
      await call('GET', '/api/admin/promo-codes?sort=percent&dir=asc&pageSize=100')
    ).json() as AdminPage<AdminPromo>;
    const percents = byPercent.items.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect((await call('GET', '/api/admin/promo-codes?sort=nonsense')).statusCode).toBe(400);
  });
});
