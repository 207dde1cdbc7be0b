import { and, sql, type SQL } from 'drizzle-orm';
import { activities, searchWords } from '../../db/schema/index.ts';
import { trendingOrder } from './queries.ts';

/**
 * Keyword search, in two steps that each stay on an index however large the catalogue:
 *
 * 1. Typo correction against the vocabulary (`search_words`, every word of every title and description): a typed
 *    word the catalogue does not hold is widened to its nearest vocabulary words by trigram distance (GiST
 *    nearest-neighbour walk, a few rows read). 'desrt safary' becomes `(desrt | desert | dessert) & (safary | safari)`.
 *    Typed words are first normalised as the vectors and the vocabulary are (weekends_normalise: one spelling of
 *    each Arabic letter, no diacritics or tatweel, Western digits), so Arabic is found however it is spelt.
 * 2. The match on the full-text vector (GIN), stemmed: every word, or any of them in a title. Ranking (activities
 *    holding every word first, then full-text rank, title above description, plus how closely the title resembles
 *    the words typed) is bounded: it orders the matches in
 *    blocks of RANKED_BLOCK taken best seller first, so a broad keyword ranks a few hundred rows, not thousands,
 *    and pages stay consistent. A specific keyword has fewer matches than a block and is ranked in full.
 */

/** Words beyond this many are ignored: a keyword is a few words, and each adds a correction lookup. */
export const KEYWORD_WORDS_MAX = 8;
/** How close (pg_trgm similarity, 0..1) a vocabulary word must come to a typed word to count as its correction. */
export const CORRECTION_SIMILARITY = 0.3;
/** Corrections kept per typed word, nearest first. */
export const CORRECTIONS_PER_WORD = 3;
/** Matches ranked together, in best-seller order; a broader keyword's later pages rank the next block. */
export const RANKED_BLOCK = 60;

/**
 * The keyword's words: lower case runs of letters and digits (so nothing typed reaches tsquery syntax), once each.
 * Arabic diacritics (tashkeel, the superscript alef) are marks, not letters, but belong to their word: kept here and
 * removed with the rest of the normalisation in SQL (weekends_normalise, see correctionSql).
 */
export function keywordWords(keyword: string): string[] {
  return [
    ...new Set(
      keyword
        .toLowerCase()
        .split(/[^\p{L}\p{N}\u064B-\u065F\u0670]+/u)
        .filter(Boolean),
    ),
  ].slice(0, KEYWORD_WORDS_MAX);
}

/** Words as one text[] parameter; they hold only letters and digits, so quoting them is enough. */
const textArray = (words: readonly string[]) => sql`${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]`;

/**
 * The statement that turns the words into two to_tsquery texts: `every_word`, each word OR its corrections (when
 * the vocabulary does not hold it), the words ANDed; and `title_word`, any of those in a title (weight A). One row
 * ('' when there are no words). The words go in through a sub-select, so PostgreSQL keeps one plan for every
 * keyword instead of planning each one (see cardsSql). Each word is first normalised as the vectors and the
 * vocabulary are (weekends_normalise, migration 0015), so 'أ' typed finds 'ا' written; a word that was only
 * diacritics is dropped.
 */
export function correctionSql(words: readonly string[]): SQL {
  const w = searchWords.word;
  return sql`
    select coalesce(string_agg('(' || t.w || coalesce(c.alts, '') || ')', ' & ' order by t.n), '') as every_word,
           coalesce(string_agg(replace(t.w || coalesce(c.alts, ''), ' | ', ':A | ') || ':A', ' | ' order by t.n), '') as title_word
    from (select weekends_normalise(typed.w) as w, typed.n
          from unnest((select ${textArray(words)})) with ordinality as typed(w, n)) t
    left join lateral (
      select string_agg(' | ' || near.word, '' order by near.distance) as alts
      from (select ${w} as word, ${w} <-> t.w as distance from ${searchWords} order by ${w} <-> t.w limit ${sql.raw(String(CORRECTIONS_PER_WORD))}) near
      where near.distance <= ${sql.raw(String(1 - CORRECTION_SIMILARITY))}
        and not exists (select 1 from ${searchWords} exact where exact.word = t.w)
    ) c on true
    where t.w <> ''`;
}

/** A keyword's corrected full-text queries (to_tsquery texts, see correctionSql). */
export interface CorrectedKeyword extends Record<string, unknown> {
  every_word: string;
  title_word: string;
}

/** The full-text query of a to_tsquery text, as an SQL expression. */
export const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * A keyword matches an activity holding every word (in its title or description), or one whose title holds any of
 * them: one query on the full-text vector (one GIN lookup, one test per row).
 *
 * A keyword of one word (with its corrections) matches on `every_word` alone: a title holding the word holds it, so
 * the title alternatives match nothing more, and testing them doubled the cost of testing each row (PostgreSQL
 * looks up every operand of a row that holds none of them): the ranked page walks thousands of rows in best-seller
 * order for a common word, and that test is most of its time.
 */
export const keywordMatch = (k: CorrectedKeyword) => sql`${activities.searchVector} @@ ${tsQuery(matchText(k))}`;

/** The to_tsquery text a keyword matches with (see keywordMatch). */
export function matchText(k: CorrectedKeyword): string {
  // The words are ANDed as ' & ' (correctionSql); a word's corrections are ORed inside its parentheses.
  const oneWord = !k.every_word.includes(' & ');
  return oneWord ? k.every_word : `(${k.every_word}) | (${k.title_word})`;
}

/**
 * A page of the keyword's matches by relevance, as rows (id, n). `where` already holds the filters and the match.
 * Candidates are read best seller first (the trending index, or the match's bitmap when it is small), at most as many
 * blocks as the page reaches; each block is ranked on its own.
 */
export function rankedPageSql(
  where: SQL[],
  k: CorrectedKeyword,
  words: readonly string[],
  offset: number,
  limit: number,
): SQL {
  const blocks = Math.ceil((offset + limit) / RANKED_BLOCK);
  const trending = sql.join(trendingOrder(), sql`, `);
  const typed = words.join(' ');
  // Both languages' titles: an Arabic keyword resembles the Arabic one, an English keyword the English one.
  const titles = sql`${activities.title} || ' ' || coalesce(${activities.titleAr}, '')`;
  // The title's resemblance compares normalised text, as the match does (English is unchanged by it).
  // The candidates' rank is computed in the walk itself, for the rows the limit lets through, and numbered in the
  // same pass; only their ids and sort keys go on to be ordered.
  return sql`
    with candidates as (
      select ${activities.id} as id, ${activities.lifeTimeSales} as life_time_sales, ${activities.views} as views,
             (row_number() over (order by ${trending}) - 1) / ${sql.raw(String(RANKED_BLOCK))} as block,
             ${activities.searchVector} @@ ${tsQuery(k.every_word)} as every_word,
             ts_rank_cd(${activities.searchVector}, ${tsQuery(k.every_word)}) + word_similarity(weekends_normalise(${typed}), weekends_normalise(lower(${titles}))) as rank
      from ${activities} where ${and(...where)}
      order by ${trending} limit ${sql.raw(String(blocks * RANKED_BLOCK))}
    )
    select id, row_number() over (order by block, every_word desc, rank desc, life_time_sales desc nulls last, views desc nulls last, id desc) as n
    from candidates order by n limit ${sql.raw(String(Math.trunc(limit)))} offset ${sql.raw(String(Math.trunc(offset)))}`;
}
