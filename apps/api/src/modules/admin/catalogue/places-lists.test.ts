import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type AdminCity, type AdminPreference, type AdminTiming } from '@weekends/shared';
import { activityPreferences, activityRevisions, areas, timings } from '../../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { actionsOn, insertApplication, sessionAs } from '../testing/fixtures.ts';

/** /api/admin/catalogue cities and areas, timings and activity preferences. */
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAs(t, { staffRole: 'owner' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/catalogue${url}`,
    headers: { 'x-forwarded-for': clientIp(), ...bearer(admin.token) },
    ...(payload ? { payload } : {}),
  });
const created = async <T>(url: string, body: object) => {
  const response = await call('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
};

describe('cities and areas', () => {
  it('adds, edits and orders cities with unique slugs, and shows them publicly', async () => {
    const clear = vi.spyOn(t.app.catalogCache, 'clear');
    const ajman = await created<AdminCity>('/cities', { name: 'Ajman', latitude: 25.4, longitude: 55.5 });
    expect(ajman).toMatchObject({ name: 'Ajman', slug: 'ajman', isActive: true, areas: [], activitiesCount: 0 });
    const fujairah = await created<AdminCity>('/cities', {
      name: 'Fujairah',
      slug: 'fujairah-city',
      latitude: 25.1,
      longitude: 56.3,
    });
    expect(fujairah.position).toBeGreaterThan(ajman.position);
    expect(clear).toHaveBeenCalledTimes(2);
    clear.mockRestore();

    const taken = await call('POST', '/cities', { name: 'Ajman', latitude: 25, longitude: 55 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN' });
    expect((await call('POST', '/cities', { name: 'Nowhere', latitude: 95, longitude: 55 })).json()).toMatchObject({
      fieldErrors: { latitude: [CATALOGUE_MESSAGES.latitudeInvalid] },
    });

    const edited = await call('PUT', `/cities/${ajman.id}`, {
      name: 'Ajman',
      slug: 'ajman',
      latitude: 25.41,
      longitude: 55.45,
      isActive: false,
    });
    expect(edited.json()).toMatchObject({ latitude: 25.41, isActive: false });
    expect((await actionsOn(t, 'city', ajman.id)).map((a) => a.action)).toEqual(['city.create', 'city.update']);

    expect((await call('PUT', '/cities/order', { ids: [fujairah.id, ajman.id] })).statusCode).toBe(204);
    const listed = (await call('GET', '/cities')).json() as AdminCity[];
    expect(listed.map((c) => c.id)).toEqual([fujairah.id, ajman.id]);
    expect((await call('PUT', '/cities/order', { ids: [fujairah.id] })).statusCode).toBe(409);
    // The public list shows active cities only.
    const open = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json() as { id: number }[];
    expect(open.map((c) => c.id)).toEqual([fujairah.id]);
  });

  it('adds and renames areas, and removes only one nothing uses', async () => {
    const city = await created<AdminCity>('/cities', { name: 'Sharjah', latitude: 25.3, longitude: 55.4 });
    const withAreas = await created<AdminCity>(`/cities/${city.id}/areas`, { name: 'Al Majaz' });
    const majaz = withAreas.areas[0]!;
    const renamed = await call('PUT', `/areas/${majaz.id}`, { name: 'Al Majaz Waterfront' });
    expect((renamed.json() as AdminCity).areas).toEqual([
      { id: majaz.id, name: 'Al Majaz Waterfront', nameAr: null, missingArabic: ['nameAr'], activitiesCount: 0 },
    ]);

    await t.fixtures.insertActivity({ title: 'Waterfront Walk', cityId: city.id, areaId: majaz.id });
    const inUse = await call('DELETE', `/areas/${majaz.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'AREA_IN_USE', message: CATALOGUE_MESSAGES.areaInUse });

    const khan = (await created<AdminCity>(`/cities/${city.id}/areas`, { name: 'Al Khan' })).areas.find(
      (a) => a.name === 'Al Khan',
    )!;
    await insertApplication(t, { businessName: 'Khan Tours', cityId: city.id, areaId: khan.id });
    expect((await call('DELETE', `/areas/${khan.id}`)).statusCode).toBe(409);

    const nahda = (await created<AdminCity>(`/cities/${city.id}/areas`, { name: 'Al Nahda' })).areas.find(
      (a) => a.name === 'Al Nahda',
    )!;
    const activity = await t.fixtures.insertActivity({ title: 'Waiting Listing' });
    await t.db.insert(activityRevisions).values({
      activityId: activity.id,
      hostId: admin.id,
      kind: 'edit',
      payload: { areaId: nahda.id },
      status: 'pending',
    });
    expect((await call('DELETE', `/areas/${nahda.id}`)).statusCode).toBe(409);

    const free = (await created<AdminCity>(`/cities/${city.id}/areas`, { name: 'Muwaileh' })).areas.find(
      (a) => a.name === 'Muwaileh',
    )!;
    const removed = await call('DELETE', `/areas/${free.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as AdminCity).areas.map((a) => a.name)).not.toContain('Muwaileh');
    expect(await t.db.select().from(areas).where(eq(areas.id, free.id))).toEqual([]);
    expect((await actionsOn(t, 'area', free.id)).map((a) => [a.action, a.before === null, a.after === null])).toEqual([
      ['area.create', true, false],
      ['area.delete', false, true],
    ]);
    expect((await call('POST', '/cities/999999/areas', { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('timings', () => {
  it('adds, deactivates, orders and deletes only unused timings', async () => {
    const morning = await created<AdminTiming>('/timings', { name: 'Morning' });
    const evening = await created<AdminTiming>('/timings', { name: 'Evening' });
    const off = await call('PUT', `/timings/${morning.id}`, { name: 'Early Morning', isActive: false });
    expect(off.json()).toMatchObject({ name: 'Early Morning', isActive: false });
    expect((await actionsOn(t, 'timing', morning.id)).at(-1)).toMatchObject({
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
    expect((await call('PUT', '/timings/order', { ids: [evening.id, morning.id] })).statusCode).toBe(204);
    expect(((await call('GET', '/timings')).json() as AdminTiming[]).map((x) => x.id)).toEqual([
      evening.id,
      morning.id,
    ]);

    await t.fixtures.insertActivity({ title: 'Night Safari', timingIds: [evening.id] });
    const refused = await call('DELETE', `/timings/${evening.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TIMING_IN_USE', message: CATALOGUE_MESSAGES.timingInUse });

    const activity = await t.fixtures.insertActivity({ title: 'Submitted With Morning' });
    await t.db.insert(activityRevisions).values({
      activityId: activity.id,
      hostId: admin.id,
      kind: 'edit',
      payload: { timingIds: [morning.id] },
      status: 'pending',
    });
    expect((await call('DELETE', `/timings/${morning.id}`)).statusCode).toBe(409);

    const spare = await created<AdminTiming>('/timings', { name: 'Afternoon' });
    expect((await call('DELETE', `/timings/${spare.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/timings/${spare.id}`)).statusCode).toBe(404);
  });
});

describe('the lists in Arabic', () => {
  it('reads each timing and preference with the Arabic name the site shows, null where none is written', async () => {
    const night = await created<AdminTiming>('/timings', { name: 'Late Night' });
    await t.db.update(timings).set({ nameAr: 'آخر الليل' }).where(eq(timings.id, night.id));
    const dawn = await created<AdminTiming>('/timings', { name: 'Dawn' });
    const outdoors = await created<AdminPreference>('/activity-preferences', { name: 'Outdoors' });
    await t.db
      .update(activityPreferences)
      .set({ nameAr: 'في الهواء الطلق' })
      .where(eq(activityPreferences.id, outdoors.id));
    const list = ((await call('GET', '/timings')).json() as AdminTiming[]).filter((x) =>
      [night.id, dawn.id].includes(x.id),
    );
    expect(list.map((x) => [x.name, x.nameAr])).toEqual([
      ['Late Night', 'آخر الليل'],
      ['Dawn', null],
    ]);
    const preferences = (await call('GET', '/activity-preferences')).json() as AdminPreference[];
    expect(preferences.find((x) => x.id === outdoors.id)).toMatchObject({
      name: 'Outdoors',
      nameAr: 'في الهواء الطلق',
    });
    await call('DELETE', `/timings/${night.id}`);
    await call('DELETE', `/timings/${dawn.id}`);
    await call('DELETE', `/activity-preferences/${outdoors.id}`);
  });
});

describe('activity preferences', () => {
  it('adds, renames and deletes only unused preferences', async () => {
    const home = await created<AdminPreference>('/activity-preferences', { name: 'Stay At Home' });
    const renamed = await call('PUT', `/activity-preferences/${home.id}`, { name: 'At Home' });
    expect(renamed.json()).toEqual({ id: home.id, name: 'At Home', nameAr: null, activitiesCount: 0 });
    expect((await call('POST', '/activity-preferences', { name: '  ' })).json()).toMatchObject({
      fieldErrors: { name: [CATALOGUE_MESSAGES.nameRequired] },
    });

    await t.fixtures.insertActivity({ title: 'Cooking Class', activityPreferenceId: home.id });
    const refused = await call('DELETE', `/activity-preferences/${home.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PREFERENCE_IN_USE' });

    const out = await created<AdminPreference>('/activity-preferences', { name: 'Out Of Home' });
    expect((await call('DELETE', `/activity-preferences/${out.id}`)).statusCode).toBe(204);
    expect((await actionsOn(t, 'activity-preference', out.id)).map((a) => a.action)).toEqual([
      'preference.create',
      'preference.delete',
    ]);
  });
});
