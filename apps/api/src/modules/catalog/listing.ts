import type { SQL } from 'drizzle-orm';
import { LISTING_PAGE_SIZE, type Language, type ListingPage, type ListingQuery } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { listingFilters, loadCards, pageSql, sortOrder } from './queries.ts';
import { correctionSql, keywordMatch, keywordWords, rankedPageSql, type CorrectedKeyword } from './search.ts';
import { plannedRows, preparedRows } from './statements.ts';

/**
 * The statement that selects a listing page's ids (one more than the page, to know whether another follows), and
 * whether it is prepared; null when a keyword has no word to look for. A keyword first has its typos corrected
 * (search.ts), then its page is planned for its own words: a broad word and a rare one want different plans, so that
 * statement is not prepared.
 */
export async function listingPageStatement(
  db: Database,
  query: ListingQuery,
): Promise<{ statement: SQL; prepared: boolean } | null> {
  const offset = (query.page - 1) * LISTING_PAGE_SIZE;
  const limit = LISTING_PAGE_SIZE + 1;
  const filters = listingFilters(query);
  if (!query.keyword) return { statement: pageSql(filters, sortOrder(query.sort), offset, limit), prepared: true };
  const words = keywordWords(query.keyword);
  const [corrected] = words.length > 0 ? await preparedRows<CorrectedKeyword>(db, correctionSql(words)) : [];
  if (!corrected?.every_word) return null;
  const where = [...filters, keywordMatch(corrected)];
  const statement = query.sort
    ? pageSql(where, sortOrder(query.sort), offset, limit)
    : rankedPageSql(where, corrected, words, offset, limit);
  return { statement, prepared: false };
}

/**
 * The listing and the keyword search: the page's ids, then their cards in `language` (a prepared statement of one
 * shape). A keyword matches either language's title and description, so an English word finds English content on the
 * Arabic site too.
 */
export async function listActivities(
  db: Database,
  query: ListingQuery,
  language: Language = 'en',
): Promise<ListingPage> {
  const page = await listingPageStatement(db, query);
  if (!page) return { items: [], page: query.page, hasMore: false };
  const rows = await (page.prepared ? preparedRows : plannedRows)<{ id: number }>(db, page.statement);
  const ids = rows.map((r) => r.id);
  return {
    items: await loadCards(db, ids.slice(0, LISTING_PAGE_SIZE), language),
    page: query.page,
    hasMore: ids.length > LISTING_PAGE_SIZE,
  };
}
