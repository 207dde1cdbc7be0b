import {
  DESKTOP_MIN_WIDTH,
  PAGE_ROUTES,
  type DeviceClass,
  type Language,
  type PageName,
  type PageType,
  type VitalsBatch,
} from '@weekends/shared';

/** What every report of a page view says besides its metrics. */
export type VitalsContext = Omit<VitalsBatch, 'metrics'>;

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

export const deviceClass = (viewportWidth: number): DeviceClass =>
  viewportWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

/** A sampled page view's context: the kind of its first route, its language, and a phone's or a desktop's width. */
export function vitalsContext(routePath: string | undefined, language: Language, viewportWidth: number): VitalsContext {
  return { page: pageTypeOf(routePath), language, device: deviceClass(viewportWidth) };
}
