import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATALOGUE_MESSAGES,
  LANGUAGE_HEADER,
  type AdminCategory,
  type AdminCategoryDetail,
  type AdminPage,
} from '@weekends/shared';
import { activityRevisions, categories } from '../../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartFile } from '../../listings/testing/fixtures.ts';
import { actionsOn, sessionAs } from '../testing/fixtures.ts';

/**
 * /api/admin/catalogue/categories: two levels, unique slugs, pictures judged by content, menu activities, the audit
 * log.
 */
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAs(t, { staffRole: 'owner' });
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin.token) =>
  t.app.inject({
    method,
    url: `/api/admin/catalogue${url}`,
    headers: { 'x-forwarded-for': clientIp(), ...bearer(token) },
    ...(payload ? { payload } : {}),
  });
const create = async (body: object) => {
  const response = await call('POST', '/categories', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminCategoryDetail;
};
const row = async (id: number) => (await t.db.select().from(categories).where(eq(categories.id, id)))[0];
const upload = (id: number, kind: string, body: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/categories/${id}/images/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': clientIp(), ...bearer(admin.token) },
  });

describe('creating and editing', () => {
  it('makes the slug from the name, records the action and empties the catalogue cache', async () => {
    const clear = vi.spyOn(t.app.catalogCache, 'clear');
    const created = await create({ name: 'Desert & Dunes', metaTitle: 'Desert trips', metaDescription: '' });
    expect(created).toMatchObject({
      name: 'Desert & Dunes',
      slug: 'desert-and-dunes',
      level: 1,
      parentId: null,
      metaTitle: 'Desert trips',
      metaDescription: null,
      isActive: true,
      children: [],
      menuActivities: [],
    });
    expect(clear).toHaveBeenCalled();
    const [action] = await actionsOn(t, 'category', created.id);
    expect(action).toMatchObject({
      adminId: admin.id,
      action: 'category.create',
      before: null,
      after: expect.objectContaining({ slug: 'desert-and-dunes' }),
    });

    const edited = await call('PUT', `/categories/${created.id}`, {
      name: 'Desert',
      slug: 'desert-trips',
      isActive: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Desert', slug: 'desert-trips', isActive: false });
    const update = (await actionsOn(t, 'category', created.id)).find((a) => a.action === 'category.update');
    expect(update).toMatchObject({
      before: expect.objectContaining({ name: 'Desert & Dunes', isActive: true }),
      after: expect.objectContaining({ name: 'Desert', isActive: false }),
    });
    clear.mockRestore();
  });

  it('refuses a slug another category holds with 409, and a malformed slug with 400', async () => {
    await create({ name: 'Water Sports' });
    const taken = await call('POST', '/categories', { name: 'Watersports', slug: 'water-sports' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', fieldErrors: { slug: [CATALOGUE_MESSAGES.slugTaken] } });
    // The same name makes the same slug: refused too, never silently '-2'.
    expect((await call('POST', '/categories', { name: 'Water Sports' })).statusCode).toBe(409);
    const other = await create({ name: 'Kayaking' });
    expect((await call('PUT', `/categories/${other.id}`, { name: 'Kayaking', slug: 'water-sports' })).statusCode).toBe(
      409,
    );
    // Keeping one's own slug is no conflict.
    expect(
      (await call('PUT', `/categories/${other.id}`, { name: 'Kayaking trips', slug: 'kayaking' })).statusCode,
    ).toBe(200);
    const bad = await call('POST', '/categories', { name: 'Bad', slug: 'Bad Slug' });
    expect(bad.statusCode).toBe(400);
  });

  it('puts a sub-category only under a main category', async () => {
    const main = await create({ name: 'Adventure' });
    const sub = await create({ name: 'Climbing', parentId: main.id });
    expect(sub).toMatchObject({ level: 2, parentId: main.id, parentName: 'Adventure' });
    const deeper = await call('POST', '/categories', { name: 'Bouldering', parentId: sub.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({
      code: 'PARENT_NOT_MAIN',
      fieldErrors: { parentId: [CATALOGUE_MESSAGES.parentNotMain] },
    });
    expect((await call('POST', '/categories', { name: 'Nowhere', parentId: 999_999 })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/categories/${main.id}`, { name: 'Adventure', slug: 'adventure', parentId: main.id }))
        .statusCode,
    ).toBe(400);
    // A main category with sub-categories cannot itself become one.
    const other = await create({ name: 'Outdoors' });
    const demoted = await call('PUT', `/categories/${main.id}`, {
      name: 'Adventure',
      slug: 'adventure',
      parentId: other.id,
    });
    expect(demoted.statusCode).toBe(409);
    expect((await row(main.id))!.level).toBe(1);
    const detail = (await call('GET', `/categories/${main.id}`)).json() as AdminCategoryDetail;
    expect(detail.children.map((c) => c.name)).toEqual(['Climbing']);
  });
});

describe('listing', () => {
  it('pages main categories on the server, searches both levels and lists one parent’s sub-categories', async () => {
    const main = await create({ name: 'Zeta Paging' });
    await create({ name: 'Zeta Child', parentId: main.id });
    const all = (await call('GET', '/categories?pageSize=25')).json() as AdminPage<AdminCategory>;
    expect(all.items.every((c) => c.level === 1)).toBe(true);
    expect(all.total).toBe(all.items.length);
    const search = (await call('GET', '/categories?q=zeta&sort=name&dir=asc')).json() as AdminPage<AdminCategory>;
    expect(search.items.map((c) => c.name)).toEqual(['Zeta Child', 'Zeta Paging']);
    const children = (await call('GET', `/categories?parent=${main.id}`)).json() as AdminPage<AdminCategory>;
    expect(children.items.map((c) => c.name)).toEqual(['Zeta Child']);
    const zeta = all.items.find((c) => c.id === main.id);
    expect(zeta).toMatchObject({ childrenCount: 1, activitiesCount: 0 });
    expect((await call('GET', '/categories?pageSize=7')).statusCode).toBe(400);
  });

  it("names each sub-category's parent in the reader's language, and keeps both languages of the category", async () => {
    const parent = await create({ name: 'Sea Trips', nameAr: 'رحلات بحرية' });
    const plain = await create({ name: 'Lake Trips' });
    const child = await create({ name: 'Snorkelling', nameAr: 'الغطس', parentId: parent.id });
    const other = await create({ name: 'Pedal Boats', parentId: plain.id });
    const search = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/catalogue/categories?q=s&pageSize=100',
          headers: { 'x-forwarded-for': clientIp(), ...bearer(admin.token), ...headers },
        })
      ).json() as AdminPage<AdminCategory>;
    const arabic = (await search({ [LANGUAGE_HEADER]: 'ar' })).items;
    expect(arabic.find((c) => c.id === child.id)).toMatchObject({
      name: 'Snorkelling',
      nameAr: 'الغطس',
      parentName: 'رحلات بحرية',
    });
    // The parent has no Arabic yet: its English, for the page to mark as English.
    expect(arabic.find((c) => c.id === other.id)?.parentName).toBe('Lake Trips');
    expect((await search({})).items.find((c) => c.id === child.id)?.parentName).toBe('Sea Trips');
  });

  it('reorders siblings, refusing a list that is not exactly them', async () => {
    const parent = await create({ name: 'Order Parent' });
    const a = await create({ name: 'Order A', parentId: parent.id });
    const b = await create({ name: 'Order B', parentId: parent.id });
    const c = await create({ name: 'Order C', parentId: parent.id });
    expect((await call('PUT', '/categories/order', { ids: [c.id, a.id, b.id] })).statusCode).toBe(204);
    const listed = (await call('GET', `/categories?parent=${parent.id}`)).json() as AdminPage<AdminCategory>;
    expect(listed.items.map((x) => x.id)).toEqual([c.id, a.id, b.id]);
    const stale = await call('PUT', '/categories/order', { ids: [a.id, b.id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'ORDER_MISMATCH' });
    expect((await call('PUT', '/categories/order', { ids: [a.id, parent.id, b.id, c.id] })).statusCode).toBe(409);
  });
});

describe('deleting', () => {
  it('deletes an unused category but answers 409 while activities, sub-categories or a waiting listing use it', async () => {
    const used = await create({ name: 'Used Category' });
    await t.fixtures.insertActivity({ title: 'Dune Bashing', categoryIds: [used.id] });
    const refused = await call('DELETE', `/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CATEGORY_HAS_ACTIVITIES',
      message: CATALOGUE_MESSAGES.categoryHasActivities,
    });
    expect(await row(used.id)).toBeDefined();

    const parent = await create({ name: 'Parent Category' });
    const child = await create({ name: 'Child Category', parentId: parent.id });
    expect((await call('DELETE', `/categories/${parent.id}`)).json()).toMatchObject({ code: 'CATEGORY_HAS_CHILDREN' });

    const activity = await t.fixtures.insertActivity({ title: 'Pending Listing' });
    await t.db.insert(activityRevisions).values({
      activityId: activity.id,
      hostId: admin.id,
      kind: 'edit',
      payload: { categoryId: child.id },
      status: 'pending',
    });
    expect((await call('DELETE', `/categories/${child.id}`)).json()).toMatchObject({ code: 'CATEGORY_IN_SUBMISSION' });

    const free = await create({ name: 'Free Category' });
    expect((await call('DELETE', `/categories/${free.id}`)).statusCode).toBe(204);
    expect(await row(free.id)).toBeUndefined();
    expect((await actionsOn(t, 'category', free.id)).map((a) => a.action)).toEqual([
      'category.create',
      'category.delete',
    ]);
  });
});

describe('pictures', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: '#f59e0b' } })
      .png()
      .toBuffer();
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();

  it('stores a PNG or JPEG as WebP at the picture’s width and removes the file it replaces', async () => {
    const category = await create({ name: 'Pictured' });
    const first = await upload(
      category.id,
      'headerImage',
      multipartFile(await png(2400, 600), 'header.png', 'image/png'),
    );
    expect(first.statusCode, first.body).toBe(200);
    const header = (first.json() as AdminCategoryDetail).headerImage!;
    expect(header).toMatch(/^\/uploads\/categories\/[0-9a-f]{32}-header\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: header });
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 1920 });

    const second = await upload(category.id, 'headerImage', multipartFile(await jpeg(800, 300), 'header.jpg'));
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as AdminCategoryDetail).headerImage).not.toBe(header);
    expect(fs.existsSync(path.join(t.app.config.uploadsDir, header.slice('/uploads/'.length)))).toBe(false);

    const menu = await upload(category.id, 'menuImage', multipartFile(await jpeg(300, 200), 'menu.jpg'));
    expect((menu.json() as AdminCategoryDetail).menuImage).toMatch(/-menu\.webp$/);
    expect((await actionsOn(t, 'category', category.id)).filter((a) => a.action === 'category.image')).toHaveLength(3);

    const removed = await call('DELETE', `/categories/${category.id}/images/menuImage`);
    expect((removed.json() as AdminCategoryDetail).menuImage).toBeNull();
  });

  it('judges the file by its content, not by its name or declared type', async () => {
    const category = await create({ name: 'Refusing' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const body of [
      multipartFile(svg, 'photo.jpg', 'image/jpeg'),
      multipartFile(Buffer.from('GIF89a....'), 'photo.png', 'image/png'),
      multipartFile((await jpeg(400, 300)).subarray(0, 200), 'truncated.jpg'),
      multipartFile(
        await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
        'photo.jpg',
      ),
    ]) {
      const response = await upload(category.id, 'image', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'IMAGE_NOT_PICTURE',
        fieldErrors: { image: [CATALOGUE_MESSAGES.imageNotPicture] },
      });
    }
    const oversized = Buffer.concat([await jpeg(100, 100), Buffer.alloc(CATALOGUE_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(category.id, 'image', multipartFile(oversized, 'huge.jpg'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect((await row(category.id))!.image).toBeNull();
    expect((await upload(category.id, 'banner', multipartFile(await jpeg(100, 100), 'x.jpg'))).statusCode).toBe(400);
    expect((await upload(999_999, 'image', multipartFile(await jpeg(100, 100), 'x.jpg'))).statusCode).toBe(404);
  });
});

describe('menu activities', () => {
  it('sets the mega menu’s activities in order, found by search', async () => {
    const category = await create({ name: 'Menu Category' });
    const first = await t.fixtures.insertActivity({ title: 'Sunset Cruise Menu' });
    const second = await t.fixtures.insertActivity({ title: 'Sunrise Yoga Menu' });
    const found = (await call('GET', '/activity-search?q=menu')).json() as { id: number }[];
    expect(found.map((a) => a.id).sort()).toEqual([first.id, second.id].sort());
    expect(((await call('GET', `/activity-search?q=${first.id}`)).json() as { id: number }[]).map((a) => a.id)).toEqual(
      [first.id],
    );

    const set = await call('PUT', `/categories/${category.id}/menu-activities`, { activityIds: [second.id, first.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as AdminCategoryDetail).menuActivities.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(
      (await actionsOn(t, 'category', category.id)).find((a) => a.action === 'category.menu-activities'),
    ).toMatchObject({ before: [], after: [second.id, first.id] });

    expect(
      (await call('PUT', `/categories/${category.id}/menu-activities`, { activityIds: [first.id, 999_999] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/categories/${category.id}/menu-activities`, {
          activityIds: Array.from({ length: 13 }, (_, i) => i + 1),
        })
      ).statusCode,
    ).toBe(400);
    const cleared = await call('PUT', `/categories/${category.id}/menu-activities`, { activityIds: [] });
    expect((cleared.json() as AdminCategoryDetail).menuActivities).toEqual([]);
  });
});

describe('access', () => {
  it('refuses customers and hosts', async () => {
    const customer = await sessionAs(t);
    const host = await sessionAs(t, { isHost: true, canManageActivities: true });
    expect((await call('POST', '/categories', { name: 'Sneaky' }, customer.token)).statusCode).toBe(403);
    expect((await call('GET', '/categories', undefined, host.token)).statusCode).toBe(403);
  });
});
