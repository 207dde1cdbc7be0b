import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { PAGE_ROUTES, TRENDING_SECTION_SLUG, type PageName } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, bundles, categories, homeSections, posts } from '../../db/schema/index.ts';

/** Activities per sitemap file: well under the protocol's 50,000 URLs and 50 MB, so a file stays quick to build. */
export const ACTIVITIES_PER_SITEMAP = 10_000;

/** Pages worth finding from a search engine; sign-in, checkout and links from mails are left out. */
const FINDABLE_PAGES: PageName[] = [
  'home',
  'search',
  'weekendPasses',
  'makeYourOwnPass',
  'blog',
  'about',
  'howItWorks',
  'faq',
  'contact',
  'corporate',
  'hostSignUp',
  'partnerContact',
  'giveBack',
  'sportsWeekend',
  'careers',
  'planner',
  'terms',
  'privacy',
];

export interface SitemapEntry {
  path: string;
  /** When the page last changed, where we know it. */
  lastModified?: Date;
}

/** Everything but the activities: fixed pages, categories, home sections, weekend passes and blog posts. */
export async function pageEntries(db: Database): Promise<SitemapEntry[]> {
  const [categoryRows, sectionRows, passRows, postRows] = await Promise.all([
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.id)),
    db
      .select({ slug: homeSections.slug })
      .from(homeSections)
      .where(eq(homeSections.isActive, true))
      .orderBy(asc(homeSections.id)),
    db.select({ slug: bundles.slug }).from(bundles).where(eq(bundles.isActive, true)).orderBy(asc(bundles.id)),
    db
      .select({ slug: posts.slug, publishedAt: posts.publishedAt })
      .from(posts)
      .where(and(eq(posts.isActive, true), lte(posts.publishedAt, sql`now()`)))
      .orderBy(asc(posts.id)),
  ]);
  return [
    ...FINDABLE_PAGES.map((name) => ({ path: PAGE_ROUTES[name].path })),
    ...categoryRows.map(({ slug }) => ({ path: `/category/${encodeURIComponent(slug)}` })),
    { path: `/sections/${TRENDING_SECTION_SLUG}` },
    ...sectionRows.map(({ slug }) => ({ path: `/sections/${encodeURIComponent(slug)}` })),
    ...passRows.map(({ slug }) => ({ path: `/weekend-detail/${encodeURIComponent(slug)}` })),
    ...postRows.map(({ slug, publishedAt }) => ({
      path: `/blog-detail/${encodeURIComponent(slug)}`,
      lastModified: publishedAt,
    })),
  ];
}

/** How many activity sitemap files there are (at least one, so the index never points at nothing). */
export async function activitySitemapCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activities).where(eq(activities.isActive, true));
  return Math.max(1, Math.ceil((row?.n ?? 0) / ACTIVITIES_PER_SITEMAP));
}

/** One file's live activities, in id order; null for a file number past the last. */
export async function activityEntries(db: Database, file: number): Promise<SitemapEntry[] | null> {
  if (file < 1 || file > (await activitySitemapCount(db))) return null;
  const rows = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(eq(activities.isActive, true))
    .orderBy(asc(activities.id))
    .limit(ACTIVITIES_PER_SITEMAP)
    .offset((file - 1) * ACTIVITIES_PER_SITEMAP);
  return rows.map(({ slug }) => ({ path: `/activity/${encodeURIComponent(slug)}` }));
}
