/**
 * Every page the web app answers, by name. The browser's router and the server's page handler are both built from
 * this one table: the router gives each name its page (TypeScript refuses a router that leaves one out), and the
 * server answers 200 for these paths and 404 for any other, so the two cannot drift apart.
 *
 * `access` says who may open the page; the router wraps it in the matching guard:
 * - public: anyone;
 * - guest: only when signed out (sign-in and sign-up pages send a signed-in visitor on);
 * - signed-in: only with a session (the page asks to sign in first);
 * - admin: the provider's staff;
 * - gateway: the sandbox card gateway's hosted pages, outside the site's header and footer.
 */
export type PageAccess = 'public' | 'guest' | 'signed-in' | 'admin' | 'gateway';

export interface PageRoute {
  /** A React Router path pattern: `:name` is one segment; a trailing `/*` hands the rest to the area's own router. */
  path: string;
  access: PageAccess;
  /**
   * Rendered on the server with its data (the public pages a visitor or a search engine lands on), then hydrated; the
   * other pages are sent as the app's shell and rendered in the browser.
   */
  serverRendered?: true;
}

export const PAGE_ROUTES = {
  home: { path: '/', access: 'public', serverRendered: true },
  search: { path: '/search', access: 'public', serverRendered: true },
  category: { path: '/category/:slug', access: 'public', serverRendered: true },
  section: { path: '/sections/:slug', access: 'public', serverRendered: true },
  activity: { path: '/activity/:slug', access: 'public', serverRendered: true },
  weekendPasses: { path: '/weekend-passes', access: 'public', serverRendered: true },
  makeYourOwnPass: { path: '/weekend-passes/make-your-own', access: 'public', serverRendered: true },
  weekendDetail: { path: '/weekend-detail/:slug', access: 'public', serverRendered: true },
  about: { path: '/about', access: 'public', serverRendered: true },
  faq: { path: '/faq', access: 'public', serverRendered: true },
  howItWorks: { path: '/how-it-works', access: 'public', serverRendered: true },
  terms: { path: '/terms-conditions', access: 'public', serverRendered: true },
  privacy: { path: '/privacy', access: 'public', serverRendered: true },
  blog: { path: '/blog', access: 'public', serverRendered: true },
  post: { path: '/blog-detail/:slug', access: 'public', serverRendered: true },
  contact: { path: '/contact', access: 'public' },
  corporate: { path: '/corporate', access: 'public' },
  hostSignUp: { path: '/partner-new', access: 'public' },
  partnerContact: { path: '/partner-contact', access: 'public' },
  giveBack: { path: '/give-back', access: 'public' },
  sportsWeekend: { path: '/sports-weekend', access: 'public' },
  careers: { path: '/career', access: 'public', serverRendered: true },
  career: { path: '/career-detail/:id', access: 'public', serverRendered: true },
  careerForm: { path: '/career-form/:id', access: 'public' },
  planner: { path: '/plan-my-weekend', access: 'public' },
  confirmEmail: { path: '/confirm/:id', access: 'public' },
  unsubscribe: { path: '/unsubscribe', access: 'public' },
  cartRemindersOff: { path: '/cart-reminders/off', access: 'public' },
  notMe: { path: '/account/not-me', access: 'public' },
  checkout: { path: '/checkout', access: 'public' },
  checkoutFor: { path: '/checkout/:userId', access: 'public' },
  booking: { path: '/booking/:userId', access: 'public' },
  logout: { path: '/logout', access: 'public' },
  login: { path: '/login', access: 'guest' },
  register: { path: '/register', access: 'guest' },
  corporateRegister: { path: '/corporate/:name/register', access: 'guest' },
  forgotPassword: { path: '/forgot-password', access: 'guest' },
  dashboard: { path: '/customer/dashboard', access: 'signed-in' },
  dashboardTab: { path: '/customer/dashboard/:tab', access: 'signed-in' },
  voucher: { path: '/customer/dashboard/bookings/:bookedItemId', access: 'signed-in' },
  hostArea: { path: '/vendor/dashboard/*', access: 'signed-in' },
  corporateAdmin: { path: '/corporate-admin', access: 'signed-in' },
  backOffice: { path: '/admin/*', access: 'admin' },
  sandboxPay: { path: '/pay/sandbox/:sessionId', access: 'gateway' },
  sandboxChallenge: { path: '/pay/sandbox/:sessionId/challenge', access: 'gateway' },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof PAGE_ROUTES;

/**
 * The host area's pages under /vendor/dashboard/ (its own router, loaded with the area). The server answers 404
 * for any other path there; the back office, by contrast, sends an unknown path of its own to its overview.
 */
export const HOST_AREA_PAGES = {
  accountSettings: '',
  accountSection: 'account/:section',
  activities: 'activities',
  addActivity: 'activities/new',
  editActivity: 'activities/:id/edit',
  availability: 'activities/:id/availability',
  bookings: 'bookings',
  guestList: 'bookings/manifest',
  reviews: 'reviews',
  payouts: 'payouts',
} as const;

export type HostAreaPage = keyof typeof HOST_AREA_PAGES;

/** The path patterns of the pages the server renders (see PageRoute.serverRendered). */
export function serverRenderedPatterns(): string[] {
  return Object.values(PAGE_ROUTES as Record<string, PageRoute>)
    .filter((route) => route.serverRendered)
    .map(({ path }) => path);
}

/** The path patterns of the pages anyone may open (public), which search engines see in both languages. */
export function publicPatterns(): string[] {
  return Object.values(PAGE_ROUTES as Record<string, PageRoute>)
    .filter((route) => route.access === 'public')
    .map(({ path }) => path);
}

/** Every full path pattern the server answers with a page (the host area's wildcard spelled out). */
export function pagePathPatterns(): string[] {
  const hostArea = PAGE_ROUTES.hostArea.path.replace(/\/\*$/, '');
  return Object.values(PAGE_ROUTES).flatMap(({ path }) =>
    path === PAGE_ROUTES.hostArea.path
      ? Object.values(HOST_AREA_PAGES).map((page) => (page ? `${hostArea}/${page}` : hostArea))
      : [path],
  );
}
