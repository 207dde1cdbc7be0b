import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { ListingPage } from '@weekends/shared';
import { activities } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { correctionSql, keywordWords, matchText, type CorrectedKeyword } from './search.ts';

/** Keyword search: ranked over title and description, tolerant of typos, combined with the filters. */
let t: TestApp;
let dubai: number;
let abuDhabi: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  dubai = (await f.insertCity({ name: 'Dubai' })).id;
  abuDhabi = (await f.insertCity({ name: 'Abu Dhabi' })).id;
  // Near misses for 'desrt safary' come first in id order, so only ranking can put the right one on top.
  await f.insertActivity({
    title: 'Dessert Masterclass',
    description: 'Bake three French desserts with a pastry chef.',
    cityId: dubai,
  });
  await f.insertActivity({
    title: 'Safari Park Family Tour',
    description: 'Giraffes, lions and a walk-through aviary.',
    cityId: dubai,
  });
  await f.insertActivity({
    title: 'Hot Air Balloon over the Desert',
    description: 'Sunrise flight with falcon show.',
    cityId: dubai,
  });
  await f.insertActivity({
    title: 'Desert Safari with BBQ Dinner',
    description: 'Dune bashing, camel ride and a barbecue under the stars.',
    cityId: abuDhabi,
  });
  await f.insertActivity({
    title: 'Mangrove Eco Tour',
    description: 'Glide by kayak through the mangroves of Abu Dhabi.',
    cityId: abuDhabi,
  });
  await f.insertActivity({ title: 'Sunset Kayak', description: 'Paddle the marina at golden hour.', cityId: dubai });
  await f.insertActivity({ title: 'Desert Safari Unlisted', description: 'Inactive.', isActive: false, cityId: dubai });
  await f.insertActivity({
    title: 'Desert Safari Without Pictures',
    description: 'No images.',
    images: [],
    cityId: dubai,
  });
});

afterAll(() => t?.close());

async function search(keyword: string, extra = '', headers: Record<string, string> = {}): Promise<ListingPage> {
  const res = await t.app.inject({ url: `/api/activities?keyword=${encodeURIComponent(keyword)}${extra}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (page: ListingPage) => page.items.map((i) => i.title);

describe('keyword search', () => {
  it("finds 'Desert Safari with BBQ Dinner' first for the misspelt 'desrt safary'", async () => {
    const page = await search('desrt safary');
    expect(titles(page)[0]).toBe('Desert Safari with BBQ Dinner');
  });

  it('puts the exact title words first and finds them whatever the case', async () => {
    expect(titles(await search('Desert Safari'))[0]).toBe('Desert Safari with BBQ Dinner');
    expect(titles(await search('DESERT SAFARI'))[0]).toBe('Desert Safari with BBQ Dinner');
  });

  it('finds an activity by a word only its description holds, stemmed', async () => {
    expect(titles(await search('mangroves'))).toContain('Mangrove Eco Tour');
    expect(titles(await search('barbecue'))).toEqual(['Desert Safari with BBQ Dinner']);
    expect(titles(await search('giraffe'))).toEqual(['Safari Park Family Tour']);
  });

  it('ranks a title match above a description-only match', async () => {
    expect(titles(await search('kayak'))).toEqual(['Sunset Kayak', 'Mangrove Eco Tour']);
  });

  it('finds nothing for a nonsense keyword', async () => {
    const page = await search('xqzvwk plorb');
    expect(page).toEqual({ items: [], page: 1, hasMore: false });
  });

  it('never lists inactive or image-less activities', async () => {
    const found = titles(await search('desert safari'));
    expect(found).not.toContain('Desert Safari Unlisted');
    expect(found).not.toContain('Desert Safari Without Pictures');
  });

  it('combines with filters and with an explicit sort', async () => {
    const inDubai = await search('desert', `&city[]=${dubai}`);
    expect(titles(inDubai)[0]).toBe('Hot Air Balloon over the Desert');
    expect(inDubai.items.every((i) => i.city?.id === dubai)).toBe(true);
    const bySort = titles(await search('desert safari', '&sort=1'));
    expect(bySort.indexOf('Desert Safari with BBQ Dinner')).toBeLessThan(
      bySort.indexOf('Hot Air Balloon over the Desert'),
    );
  });

  it('matches a one-word keyword on its word alone, finding exactly what every word or any word in a title finds', async () => {
    for (const keyword of [
      'kayak',
      'desrt',
      'mangrave',
      'safari',
      'giraffs',
      'dinner',
      'desert safari',
      'kayak tour',
    ]) {
      const words = keywordWords(keyword);
      const [k] = (await t.db.execute<CorrectedKeyword>(correctionSql(words))).rows as CorrectedKeyword[];
      const full = `(${k!.every_word}) | (${k!.title_word})`;
      expect(matchText(k!)).toBe(words.length === 1 ? k!.every_word : full);
      const matched = async (text: string) =>
        (
          await t.db.execute<{ id: number }>(
            sql`select id from activities where search_vector @@ to_tsquery('english', ${text}) order by id`,
          )
        ).rows.map((r) => r.id);
      const found = await matched(matchText(k!));
      expect(found, keyword).toEqual(await matched(full));
      expect(found.length, keyword).toBeGreaterThan(0);
    }
  });

  it('takes quotes, operators and SQL in the keyword as plain input', async () => {
    for (const keyword of ["'; drop table activities; --", '"desert" -balloon', 'safari & | ! ( ) :*', '%_\\']) {
      await search(keyword);
    }
    expect(titles(await search('desert safari')).length).toBeGreaterThan(0);
  });
});

describe('typo tolerance', () => {
  it.each([
    ['a dropped letter', 'desrt safari', 'Desert Safari with BBQ Dinner'],
    ['two letters swapped', 'dsert sfaari', 'Desert Safari with BBQ Dinner'],
    ['a wrong vowel', 'mangrave', 'Mangrove Eco Tour'],
    ['a short word missing a letter', 'kayk', 'Sunset Kayak'],
    ['a misspelt word of the description', 'giraffs', 'Safari Park Family Tour'],
  ])('finds the activity meant despite %s (%s)', async (_slip, keyword, title) => {
    expect(titles(await search(keyword))[0]).toBe(title);
  });

  it('corrects to the words of activities added or renamed later (the vocabulary follows the catalogue)', async () => {
    await t.fixtures.insertActivity({
      title: 'Falconry Experience',
      description: 'Meet the birds of prey.',
      cityId: dubai,
    });
    expect(titles(await search('falconri'))[0]).toBe('Falconry Experience');
    const [renamed] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.title, 'Sunset Kayak'));
    await t.db.update(activities).set({ title: 'Sunset Paddleboarding' }).where(eq(activities.id, renamed!.id));
    expect(titles(await search('paddelboarding'))[0]).toBe('Sunset Paddleboarding');
  });
});

/** weekends_normalise (migration 0015), the one normalisation the vectors, the vocabulary and typed words share. */
async function normalise(texts: string[]): Promise<string[]> {
  const { rows } = await t.db.execute<{ n: string }>(
    sql`select weekends_normalise(x) as n from unnest(${`{${texts.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) with ordinality as u(x, i) order by i`,
  );
  return rows.map((r) => r.n);
}

/** What weekends_normalise leaves no trace of: other alef forms, ى ة ؤ ئ, tashkeel, tatweel, Arabic-Indic digits. */
const normalisedAway = (c: number) =>
  [0x0623, 0x0625, 0x0622, 0x0671, 0x0649, 0x0629, 0x0624, 0x0626, 0x0670, 0x0640].includes(c) ||
  (c >= 0x064b && c <= 0x065f) ||
  (c >= 0x0660 && c <= 0x0669) ||
  (c >= 0x06f0 && c <= 0x06f9);

describe('Arabic normalisation', () => {
  it('writes each Arabic letter one way, drops diacritics and tatweel, and reads Arabic-Indic digits as digits', async () => {
    expect(
      await normalise(['أإآٱ', 'ى', 'ة', 'ؤ', 'ئ', 'مَرْحَبًا', 'الصحـــراء', 'هٰذا', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹']),
    ).toEqual(['اااا', 'ي', 'ه', 'و', 'ي', 'مرحبا', 'الصحراء', 'هذا', '0123456789', '0123456789']);
  });

  it('leaves any text without Arabic as it is, and is done once for all (normalising twice changes nothing)', async () => {
    // Any text but Arabic (and NUL, which PostgreSQL text cannot hold).
    const latin = fc
      .string({ unit: 'binary', maxLength: 20 })
      .map((x) => [...x].filter((c) => c !== '\0' && (c < '\u0600' || c > '\u06ff')).join(''));
    const arabic = fc.string({
      unit: fc
        .oneof(fc.integer({ min: 0x0600, max: 0x06ff }), fc.constantFrom(0x20, 0x61, 0x31))
        .map((c) => String.fromCodePoint(c)),
      maxLength: 20,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(latin, { minLength: 1, maxLength: 50 }), async (texts) => {
        expect(await normalise(texts)).toEqual(texts);
      }),
      { numRuns: 20 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(arabic, { minLength: 1, maxLength: 50 }), async (texts) => {
        const once = await normalise(texts);
        expect(await normalise(once)).toEqual(once);
        for (const n of once) expect([...n].filter((c) => normalisedAway(c.codePointAt(0)!))).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it("indexes Arabic words whole: 'english' leaves them as 'simple' does", async () => {
    const text = 'أمسية في الصحراء الكبرى، رحلة بالسيارة وركوب الجمال وعشاء تحت النجوم في مخيّم بدوي هادئ ٤٥ دقيقة';
    const { rows } = await t.db.execute<{ same: boolean }>(
      sql`select to_tsvector('english', weekends_normalise(${text})) = to_tsvector('simple', weekends_normalise(${text})) as same`,
    );
    expect(rows[0]!.same).toBe(true);
  });

  it('keeps typed diacritics inside their word (they are marks, not letters), for SQL to remove', () => {
    expect(keywordWords('الصَّحْرَاء، الكبرى')).toEqual(['الصَّحْرَاء', 'الكبرى']);
  });
});

describe('Arabic search', () => {
  const evening = 'أمسية في الصحراء الكبرى';
  const boat = 'جوله بالقارب علي شاطئ الكورنيش';

  beforeAll(async () => {
    await t.fixtures.insertActivity({
      title: evening,
      description: 'رحلة بالسيارة وركوب الجمال وعشاء تحت النجوم في مخيّم بدوي هادئ.',
      cityId: dubai,
    });
    // Written without the ta marbuta and with ya for alef maqsura, where the one above has them: found either way.
    await t.fixtures.insertActivity({ title: boat, description: 'نزهة مدتها ٤٥ دقيقة مع مرشد سياحي.', cityId: dubai });
  });

  it.each([
    ['as written', 'أمسية', evening],
    ['without the hamza on the alef', 'امسية', evening],
    ['with another alef form', 'إمسية', evening],
    ['with ha for ta marbuta', 'امسيه', evening],
    ['with ya for alef maqsura', 'الكبري', evening],
    ['with diacritics', 'الصَّحْرَاءِ', evening],
    ['stretched with tatweel', 'الصحـــراء', evening],
    ['by a word of its description', 'الجمال', evening],
    ['with ta marbuta for ha', 'جولة الكورنيش', boat],
    ['with alef maqsura for ya', 'على الكورنيش', boat],
    ['with ya for the hamza on ya', 'شاطي', boat],
    ['with Western digits for Arabic-Indic ones', '45 دقيقه', boat],
  ])('finds an Arabic title %s (%s)', async (_how, keyword, title) => {
    expect(titles(await search(keyword))).toEqual([title]);
    // Found as the very word indexed, not as a near miss the typo correction happened to reach.
    const { rows } = await t.db.execute<CorrectedKeyword>(correctionSql(keywordWords(keyword)));
    expect(rows[0]!.every_word).not.toContain('|');
  });

  it('corrects a misspelt Arabic word (one letter wrong)', async () => {
    expect(titles(await search('الصحداء'))[0]).toBe(evening);
    expect(titles(await search('الكورنيس'))[0]).toBe(boat);
    expect(titles(await search('مخيّن بدوي'))[0]).toBe(evening);
  });

  it('finds English-only content for an English keyword typed on an Arabic page', async () => {
    const arabicPage = { cookie: 'lang=ar', 'accept-language': 'ar' };
    expect(titles(await search('mangroves', '', arabicPage))).toEqual(['Mangrove Eco Tour']);
    expect(titles(await search('desrt safary', '', arabicPage))[0]).toBe('Desert Safari with BBQ Dinner');
  });

  it('leaves English search as it was with Arabic activities in the catalogue', async () => {
    expect(titles(await search('desrt safary'))[0]).toBe('Desert Safari with BBQ Dinner');
    expect(titles(await search('barbecue'))).toEqual(['Desert Safari with BBQ Dinner']);
    expect(titles(await search('giraffs'))[0]).toBe('Safari Park Family Tour');
    expect(titles(await search('mangrave'))[0]).toBe('Mangrove Eco Tour');
    expect(titles(await search('xqzvwk plorb'))).toEqual([]);
  });
});
