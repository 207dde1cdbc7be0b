import { bulkAdjectives, bulkExperiences } from '../src/db/seed/content/bulk-words.ts';
import { cities as cityData } from '../src/db/seed/content/cities.ts';
import { createRng, type Rng } from '../src/db/seed/prng.ts';

/**
 * The catalogue workload the benchmarks replay: about a hundred different keywords (two in five of the longer ones
 * misspelt, as visitors type them) and listings with random city, day, category, price, sort and page. Everything
 * comes from a seeded PRNG, so two runs ask the same questions in the same order and their figures compare.
 */
export interface CatalogueIds {
  cityIds: number[];
  dayIds: number[];
  categoryIds: number[];
}

/** One typing slip in a word of five letters or more: a letter dropped, two swapped, or a vowel changed. */
export function misspell(rng: Rng, keyword: string): string {
  const words = keyword.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
  if (long.length === 0) return keyword;
  const [word, index] = rng.pick(long);
  const at = rng.int(1, word.length - 2);
  let slipped: string;
  switch (rng.int(0, 2)) {
    case 0:
      slipped = word.slice(0, at) + word.slice(at + 1);
      break;
    case 1:
      slipped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      break;
    default: {
      const vowels = 'aeiouy';
      const vowelAt = [...word].findIndex((c, i) => i > 0 && vowels.includes(c));
      const i = vowelAt > 0 ? vowelAt : at;
      const other = vowels.replace(word[i] ?? '', '');
      slipped = word.slice(0, i) + rng.pick([...other]) + word.slice(i + 1);
    }
  }
  return words.map((w, i) => (i === index ? slipped : w)).join(' ');
}

/** About a hundred keywords: the experiences, single words of them, the adjectives and the places. */
export function keywords(seed = 7): string[] {
  const rng = createRng(seed);
  const phrases = new Set<string>();
  for (const e of bulkExperiences) phrases.add(e.noun.toLowerCase());
  for (const e of bulkExperiences) for (const w of e.noun.toLowerCase().split(' ')) if (w.length >= 4) phrases.add(w);
  for (const a of bulkAdjectives) phrases.add(a.toLowerCase());
  for (const c of cityData) {
    phrases.add(c.name.toLowerCase());
    for (const a of c.areas) phrases.add(a.name.toLowerCase().replace(' & ', ' '));
  }
  const all = [...phrases].slice(0, 100);
  return all.map((k) => (k.length >= 6 && rng.chance(0.4) ? misspell(rng, k) : k));
}

export type RequestKind = 'listing' | 'search';

/** An endless, repeatable stream of listing or search URLs. */
export function catalogueUrls(kind: RequestKind, ids: CatalogueIds, seed = 2026): () => string {
  const rng = createRng(seed);
  const words = keywords();
  const prices: [number | null, number | null][] = [
    [null, null],
    [null, null],
    [null, 200],
    [100, 600],
    [300, null],
    [50, 150],
  ];
  return () => {
    const params: string[] = [];
    if (kind === 'search') params.push(`keyword=${encodeURIComponent(rng.pick(words))}`);
    // A search narrows by a filter now and then; a listing usually does.
    const filterChance = kind === 'search' ? 0.25 : 0.6;
    if (rng.chance(filterChance)) params.push(`city[]=${rng.pick(ids.cityIds)}`);
    if (rng.chance(filterChance / 2)) for (const d of rng.sample(ids.dayIds, rng.int(1, 2))) params.push(`day[]=${d}`);
    if (rng.chance(filterChance)) params.push(`category[]=${rng.pick(ids.categoryIds)}`);
    const [min, max] = rng.pick(prices);
    if (min !== null) params.push(`minPrice=${min}`);
    if (max !== null) params.push(`maxPrice=${max}`);
    const sort = kind === 'search' ? rng.pick([0, 0, 0, 1, 2, 3]) : rng.pick([0, 1, 2, 3]);
    if (sort) params.push(`sort=${sort}`);
    const page = rng.pick([1, 1, 1, 1, 2, 2, 3, 5]);
    if (page > 1) params.push(`page=${page}`);
    return `/api/activities?${params.join('&')}`;
  };
}
