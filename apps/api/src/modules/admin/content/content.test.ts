import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type {
  AdminOpening,
  AdminPage,
  AdminPost,
  AdminPostDetail,
  CareerOpening,
  CareerOpeningCard,
  PostBody,
  PostDetail,
  PostSummary,
} from '@weekends/shared';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../../test/helpers.ts';
import { actionsOn } from '../testing/fixtures.ts';

/**
 * Content: Markdown is sanitised by the public renderer, in the preview exactly as on the page; slugs are unique;
 * posts publish from a date and come down again; covers are judged by their bytes; openings open and close.
 */
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
}, 60_000);
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

const hostile = [
  '# Hatta in winter',
  '',
  '<script>alert(1)</script>',
  '',
  '[click](javascript:alert(2)) and ![x](data:image/svg+xml,abc) and [ok](https://hatta.example)',
].join('\n');
const body = (overrides: Partial<PostBody> = {}): PostBody => ({
  title: 'A weekend in Hatta',
  slug: 'a-weekend-in-hatta',
  summary: 'Kayaks, dams and mountain bikes.',
  content: hostile,
  image: null,
  metaTitle: null,
  metaDescription: null,
  ...overrides,
});

describe('markdown', () => {
  it('is rendered and sanitised by the same renderer as the public page', async () => {
    const preview = await as('POST', '/api/admin/content/preview', { kind: 'post', markdown: hostile });
    expect(preview.statusCode).toBe(200);
    const html = preview.json().html as string;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="data:/i);
    expect(html).toContain('<h2>Hatta in winter</h2>');
    expect(html).toContain('rel="noopener noreferrer"');

    const created = (
      await as('POST', '/api/admin/content/posts', body({ slug: 'sanitised-post' }))
    ).json() as AdminPostDetail;
    await as('POST', `/api/admin/content/posts/${created.id}/publish`, {
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/posts/sanitised-post' });
    expect(page.json().contentHtml).toBe(html);
  });

  it("renders a posting's images as their description, as /career-detail does", async () => {
    const html = (
      await as('POST', '/api/admin/content/preview', {
        kind: 'opening',
        markdown: '![Our team](https://img.example/team.jpg)',
      })
    ).json().html as string;
    expect(html).not.toContain('<img');
    expect(html).toContain('Our team');
  });
});

describe('posts', () => {
  it('creates a draft, refuses a slug another post has, and logs before and after', async () => {
    const first = await as('POST', '/api/admin/content/posts', body({ slug: 'unique-slug' }));
    expect(first.statusCode).toBe(200);
    const post = first.json() as AdminPostDetail;
    expect(post).toMatchObject({ status: 'draft', readingTime: 1 });
    const clash = await as('POST', '/api/admin/content/posts', body({ slug: 'unique-slug', title: 'Another' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'SLUG_TAKEN', fieldErrors: { slug: [expect.any(String)] } });

    const other = (
      await as('POST', '/api/admin/content/posts', body({ slug: 'other-slug' }))
    ).json() as AdminPostDetail;
    expect((await as('PUT', `/api/admin/content/posts/${other.id}`, body({ slug: 'unique-slug' }))).statusCode).toBe(
      409,
    );
    const renamed = await as(
      'PUT',
      `/api/admin/content/posts/${other.id}`,
      body({ slug: 'other-slug', title: 'Renamed' }),
    );
    expect(renamed.json()).toMatchObject({ title: 'Renamed', slug: 'other-slug' });
    expect((await as('POST', '/api/admin/content/posts', body({ slug: 'Not A Slug' }))).statusCode).toBe(400);

    const log = await actionsOn(t, 'post', other.id);
    const update = log.find((l) => l.action === 'post.update');
    expect(update).toMatchObject({
      adminId: admin.id,
      before: { title: 'A weekend in Hatta' },
      after: { title: 'Renamed' },
    });
    expect(log.find((l) => l.action === 'post.create')).toMatchObject({
      before: null,
      after: { slug: 'other-slug', status: 'draft' },
    });
  });

  it('publishes from a date (a future one schedules it) and unpublishes', async () => {
    const post = (
      await as('POST', '/api/admin/content/posts', body({ slug: 'scheduled-post' }))
    ).json() as AdminPostDetail;
    const isPublic = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/posts/scheduled-post' })).statusCode === 200;
    expect(await isPublic()).toBe(false);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await as('POST', `/api/admin/content/posts/${post.id}/publish`, { publishedAt: later })).json(),
    ).toMatchObject({ status: 'scheduled' });
    expect(await isPublic()).toBe(false);
    expect(
      (
        await as('POST', `/api/admin/content/posts/${post.id}/publish`, {
          publishedAt: new Date(Date.now() - 1000).toISOString(),
        })
      ).json(),
    ).toMatchObject({ status: 'published' });
    expect(await isPublic()).toBe(true);
    const listed = (
      await as('GET', '/api/admin/content/posts?status=published&q=scheduled-post')
    ).json() as AdminPage<AdminPost>;
    expect(listed.items.map((p) => p.id)).toEqual([post.id]);
    expect((await as('POST', `/api/admin/content/posts/${post.id}/unpublish`)).json()).toMatchObject({
      status: 'draft',
    });
    expect(await isPublic()).toBe(false);
    const actions = (await actionsOn(t, 'post', post.id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'post.publish')).toHaveLength(2);
    expect(actions).toContain('post.unpublish');
  });
});

describe('cover images', () => {
  const upload = (data: Buffer, fileName = 'cover.jpg', contentType = 'image/jpeg') => {
    const boundary = '----weekends-cover';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="${fileName}"\r\ncontent-type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/content/covers',
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores a real image re-encoded as WebP under /uploads/blog', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'cover.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const url = response.json().url as string;
    expect(url).toMatch(/^\/uploads\/blog\/[0-9a-f]{32}\.webp$/);
    const stored = fs.readFileSync(path.join(t.app.config.uploadsDir, url.replace('/uploads/', '')));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600 });
  });

  it('refuses what is not an image, whatever its name and declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'cover.jpg', 'image/jpeg')).json()).toMatchObject({ code: 'IMAGE_INVALID' });
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>not a jpeg</html>')]);
    expect((await upload(forged)).statusCode).toBe(400);
  });
});

describe('career openings', () => {
  const opening = {
    title: 'Partnerships Manager',
    slug: 'partnerships-manager',
    location: 'Dubai',
    employmentType: 'Full time',
    summary: 'Bring hosts on board.',
    description: '## What you do\n\nMeet hosts.',
  };

  it('creates closed, opens to /career, closes again, and keeps slugs unique', async () => {
    const created = await as('POST', '/api/admin/content/openings', opening);
    expect(created.statusCode).toBe(200);
    const row = created.json() as AdminOpening;
    expect(row).toMatchObject({ isActive: false, applications: 0 });
    const publicPage = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/careers/partnerships-manager' })).statusCode;
    expect(await publicPage()).toBe(404);
    expect((await as('POST', `/api/admin/content/openings/${row.id}/open`)).json()).toMatchObject({ isActive: true });
    expect(await publicPage()).toBe(200);
    expect((await as('POST', `/api/admin/content/openings/${row.id}/close`)).json()).toMatchObject({ isActive: false });
    expect(await publicPage()).toBe(404);
    expect((await as('POST', '/api/admin/content/openings', opening)).statusCode).toBe(409);
    const edited = await as('PUT', `/api/admin/content/openings/${row.id}`, { ...opening, location: 'Abu Dhabi' });
    expect(edited.json()).toMatchObject({ location: 'Abu Dhabi', isActive: false });
    const actions = (await actionsOn(t, 'career_opening', row.id)).map((a) => [a.action, a.before, a.after]);
    expect(actions).toContainEqual(['opening.open', { isActive: false }, { isActive: true }]);
    expect(actions.find(([action]) => action === 'opening.update')).toMatchObject([
      expect.any(String),
      { location: 'Dubai' },
      { location: 'Abu Dhabi' },
    ]);
    expect((await as('GET', `/api/admin/content/openings/${row.id}`)).json()).toMatchObject({
      description: opening.description,
      location: 'Abu Dhabi',
    });
    const listed = (
      await as('GET', '/api/admin/content/openings?status=closed&q=partnerships')
    ).json() as AdminPage<AdminOpening>;
    expect(listed.items.map((o) => o.id)).toEqual([row.id]);
  });
});

describe('the Arabic of posts and openings', () => {
  const arabic = { 'x-weekends-language': 'ar' };
  const publicGet = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("lists each post titled in the reader's language, the English where none is written", async () => {
    const translated = await as(
      'POST',
      '/api/admin/content/posts',
      body({ slug: 'list-in-arabic', title: 'Liwa in Winter', titleAr: 'ليوا في الشتاء', summaryAr: 'كثبان ليوا.' }),
    );
    const untranslated = await as(
      'POST',
      '/api/admin/content/posts',
      body({ slug: 'list-in-english', title: 'Liwa in Summer' }),
    );
    const ids = [translated.json().id, untranslated.json().id] as number[];
    const rows = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/content/posts?q=liwa&pageSize=25',
          headers: { ...bearer(admin.token), ...headers },
        })
      )
        .json<AdminPage<AdminPost>>()
        .items.filter((p) => ids.includes(p.id))
        .map((p) => [p.id, p.title]);
    expect(await rows(arabic)).toEqual(
      expect.arrayContaining([
        [ids[0], 'ليوا في الشتاء'],
        [ids[1], 'Liwa in Summer'],
      ]),
    );
    expect(await rows({})).toEqual(expect.arrayContaining([[ids[0], 'Liwa in Winter']]));
  });

  it("saves a post's Arabic beside its English, keeps it when left out, removes it when emptied, and serves it", async () => {
    const created = await as(
      'POST',
      '/api/admin/content/posts',
      body({
        slug: 'hatta-bilingual',
        content: '## Dams\n\nKayaks on the dam.',
        metaTitle: 'Hatta for search',
        titleAr: 'عطلة في حتا',
        summaryAr: 'قوارب الكاياك والسدود والدراجات الجبلية.',
        contentAr: '## السدود\n\nقوارب الكاياك على السد.',
        metaTitleAr: 'حتا لمحركات البحث',
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json() as AdminPostDetail;
    expect(post).toMatchObject({
      titleAr: 'عطلة في حتا',
      summaryAr: 'قوارب الكاياك والسدود والدراجات الجبلية.',
      contentAr: '## السدود\n\nقوارب الكاياك على السد.',
      metaTitleAr: 'حتا لمحركات البحث',
      metaDescriptionAr: null,
      missingArabic: [],
    });
    expect((await as('GET', `/api/admin/content/posts/${post.id}`)).json()).toMatchObject({ titleAr: 'عطلة في حتا' });
    const listed = (await as('GET', '/api/admin/content/posts?q=hatta-bilingual')).json() as AdminPage<AdminPost>;
    expect(listed.items[0]).toMatchObject({ id: post.id, missingArabic: [] });

    await as('POST', `/api/admin/content/posts/${post.id}/publish`, {
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const inArabic = (await publicGet('/api/posts/hatta-bilingual', arabic)).json() as PostDetail;
    expect(inArabic).toMatchObject({
      title: 'عطلة في حتا',
      summary: 'قوارب الكاياك والسدود والدراجات الجبلية.',
      metaTitle: 'حتا لمحركات البحث',
    });
    expect(inArabic.contentHtml).toContain('<h2>السدود</h2>');
    expect((await publicGet('/api/posts/hatta-bilingual')).json()).toMatchObject({ title: 'A weekend in Hatta' });
    const arabicList = (await publicGet('/api/posts', arabic)).json() as PostSummary[];
    expect(arabicList.find((p) => p.slug === 'hatta-bilingual')).toMatchObject({
      title: 'عطلة في حتا',
      excerpt: expect.stringContaining('قوارب الكاياك على السد'),
    });

    // A body without the Arabic fields (an older form) keeps the translation.
    const {
      titleAr: _t,
      summaryAr: _s,
      contentAr: _c,
      metaTitleAr: _m,
      ...englishOnly
    } = body({
      slug: 'hatta-bilingual',
      title: 'A weekend in Hatta, again',
    });
    const kept = (await as('PUT', `/api/admin/content/posts/${post.id}`, englishOnly)).json() as AdminPostDetail;
    expect(kept).toMatchObject({ title: 'A weekend in Hatta, again', titleAr: 'عطلة في حتا' });
    // Emptied, it is removed: the English shows, and the field is to translate again.
    const emptied = (
      await as('PUT', `/api/admin/content/posts/${post.id}`, { ...englishOnly, titleAr: '', summaryAr: '  ' })
    ).json() as AdminPostDetail;
    expect(emptied).toMatchObject({
      titleAr: null,
      summaryAr: null,
      contentAr: '## السدود\n\nقوارب الكاياك على السد.',
    });
    expect(emptied.missingArabic).toEqual(['titleAr', 'summaryAr']);
    expect((await publicGet('/api/posts/hatta-bilingual', arabic)).json()).toMatchObject({
      title: 'A weekend in Hatta, again',
      summary: 'Kayaks, dams and mountain bikes.',
    });
    const update = (await actionsOn(t, 'post', post.id)).filter((a) => a.action === 'post.update').at(-1)!;
    expect(update.before).toMatchObject({ titleAr: 'عطلة في حتا' });
    expect(update.after).toMatchObject({ titleAr: null });
  });

  it('refuses an Arabic title over its limit by its field, and stores nothing', async () => {
    const refused = await as(
      'POST',
      '/api/admin/content/posts',
      body({ slug: 'too-long-arabic', titleAr: 'ع'.repeat(201) }),
    );
    expect(refused.statusCode).toBe(400);
    const error = refused.json() as { fieldErrors?: Record<string, string[]> };
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['titleAr']);
    const list = await as('GET', '/api/admin/content/posts?q=too-long-arabic');
    expect(JSON.stringify(list.json())).not.toContain('too-long-arabic');
  });

  it("saves an opening's Arabic, marks what is missing, and serves it on Arabic requests", async () => {
    const opening = {
      title: 'Host Scout',
      slug: 'host-scout',
      location: 'Dubai',
      employmentType: 'Full time',
      summary: 'Find new hosts.',
      description: '## What you do\n\nVisit hosts.',
      titleAr: 'مستكشف مضيفين',
      locationAr: 'دبي',
      summaryAr: 'ابحث عن مضيفين جدد.',
      descriptionAr: '## ماذا ستفعل\n\nتزور المضيفين.',
    };
    const created = await as('POST', '/api/admin/content/openings', opening);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as AdminOpening;
    expect(row).toMatchObject({
      titleAr: 'مستكشف مضيفين',
      employmentTypeAr: null,
      missingArabic: ['employmentTypeAr'],
    });
    await as('POST', `/api/admin/content/openings/${row.id}/open`);
    const inArabic = (await publicGet('/api/careers/host-scout', arabic)).json() as CareerOpening;
    expect(inArabic).toMatchObject({
      title: 'مستكشف مضيفين',
      location: 'دبي',
      employmentType: 'Full time',
      summary: 'ابحث عن مضيفين جدد.',
    });
    expect(inArabic.descriptionHtml).toContain('<h2>ماذا ستفعل</h2>');
    const cards = (await publicGet('/api/careers', arabic)).json() as CareerOpeningCard[];
    expect(cards.find((c) => c.slug === 'host-scout')).toMatchObject({ title: 'مستكشف مضيفين' });
    expect((await publicGet('/api/careers/host-scout')).json()).toMatchObject({
      title: 'Host Scout',
      location: 'Dubai',
    });

    const { titleAr: _t, locationAr: _l, summaryAr: _s, descriptionAr: _d, ...englishOnly } = opening;
    const kept = (
      await as('PUT', `/api/admin/content/openings/${row.id}`, { ...englishOnly, employmentTypeAr: 'دوام كامل' })
    ).json() as AdminOpening;
    expect(kept).toMatchObject({ titleAr: 'مستكشف مضيفين', employmentTypeAr: 'دوام كامل', missingArabic: [] });
  });
});
