import { PAGE_ROUTES, type PageName, type PageType } from '@weekends/shared';

/**
 * The kind of page each page of the router's table is, for the Web Vitals reports: a report names the kind, never the
 * address (no slug, no query string), so it says nothing about whom or what a visitor looked at. A page not named here
 * (accounts, the dashboards, the back office, forms, a 404) is 'other'.
 */
const PAGE_TYPE_OF = {
  home: 'home',
  search: 'search',
  category: 'search',
  section: 'search',
  activity: 'activity',
  weekendPasses: 'pass',
  makeYourOwnPass: 'pass',
  weekendDetail: 'pass',
  blog: 'blog',
  post: 'blog',
  checkout: 'checkout',
  checkoutFor: 'checkout',
  booking: 'checkout',
} as const satisfies Partial<Record<PageName, PageType>>;

const byPath = new Map<string, PageType>(
  (Object.keys(PAGE_TYPE_OF) as (keyof typeof PAGE_TYPE_OF)[]).map((name) => [
    PAGE_ROUTES[name].path,
    PAGE_TYPE_OF[name],
  ]),
);

/** The kind of page of the router's matched route pattern ('/activity/:slug'), or 'other'. */
export function pageTypeOf(routePath: string | undefined): PageType {
  return (routePath && byPath.get(routePath)) || 'other';
}
