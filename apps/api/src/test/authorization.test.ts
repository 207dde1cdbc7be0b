import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedItems, bookings, corporates, customers } from '../db/schema/index.ts';
import { createSession } from '../modules/accounts/sessions.ts';
import { bearer, clientIp, createTestApp, type TestApp } from './helpers.ts';
import type { StaffRole } from '@weekends/shared';

/**
 * The authorization matrix: every route of the API, read from the OpenAPI document, is classified
 * here. A route added without a class fails this test, so nobody can ship an endpoint whose access was never
 * decided. Each protected route is then called as every role that must be refused.
 *
 * - public: anyone (the catalogue, sign-in forms, captcha).
 * - signedIn: any session, guests included (401 for a visitor).
 * - customer: a full account (401 visitor, 403 guest).
 * - host: the role flag (401 visitor, 403 customer).
 * - staff(...roles): the back office (401 visitor, 403 customer, host and corporate admin), with a column per staff
 *   role: the owner may use every route, and each other role only the routes it names (403 for the rest). This is
 *   the back office's least privilege written out route by route (the code's table is STAFF_AREAS in
 *   packages/shared; docs/ARCHITECTURE.md, 'Staff roles').
 * - corporateAdmin: a corporate's admin, for its own corporate only (401 visitor, 403 customer and host).
 */
type OtherRole = Exclude<StaffRole, 'owner'>;
type Staff = { staff: readonly OtherRole[] };
type Access = 'public' | 'signedIn' | 'customer' | 'host' | Staff | 'corporateAdmin';
/** A back-office route: the owner and the roles named. */
const staff = (...roles: OtherRole[]): Staff => ({ staff: roles });
const OTHER_ROLES: readonly OtherRole[] = ['finance', 'support', 'content'];
const isStaff = (access: Access | undefined): access is Staff => typeof access === 'object';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/cities': 'public',
  'GET /api/cities/{id}/areas': 'public',
  'GET /api/days': 'public',
  'GET /api/timings': 'public',
  'GET /api/activity-preferences': 'public',
  'GET /api/categories': 'public',
  'GET /api/categories/{slug}': 'public',
  'GET /api/slides': 'public',
  'GET /api/announcement': 'public',
  'GET /api/trending': 'public',
  'GET /api/home-sections': 'public',
  'GET /api/home-sections/{slug}': 'public',
  'GET /api/activities': 'public',
  'GET /api/activities/{slug}': 'public',
  'POST /api/activities/{id}/views': 'public',
  'GET /api/activities/{id}/reviews': 'public',
  'GET /api/bundles': 'public',
  'GET /api/bundles/{slug}': 'public',
  'GET /api/own-pass': 'public',
  'PUT /api/admin/own-pass': staff('content'),
  'GET /api/posts': 'public',
  'GET /api/posts/popular': 'public',
  'GET /api/posts/{slug}': 'public',
  'POST /api/posts/{id}/views': 'public',
  'GET /api/captcha/challenge': 'public',
  'POST /api/accounts/register': 'public',
  'POST /api/accounts/login': 'public',
  'POST /api/accounts/logout': 'public',
  'POST /api/accounts/confirm': 'public',
  'POST /api/accounts/password/forgot': 'public',
  'POST /api/accounts/password/reset': 'public',
  'POST /api/accounts/two-step': 'public',
  'POST /api/accounts/guest': 'public',
  'POST /api/accounts/not-me': 'public',
  'GET /api/corporates/{slug}': 'public',
  'POST /api/corporates/{slug}/register': 'public',
  // Newsletter and interest forms: captcha-protected and rate-limited; unsubscribing needs the mailed signed token.
  'POST /api/newsletter': 'public',
  'POST /api/vitals': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  // Turning cart reminders off needs the mailed link's signed token (reminders.test.ts).
  'POST /api/cart-reminders/off': 'public',
  'POST /api/activities/{id}/interest': 'public',
  // Social login: a visitor's redirect flow; complete needs the signed pending cookie the callback set
  // (social.test.ts).
  'GET /api/auth/providers': 'public',
  'GET /api/auth/{provider}/start': 'public',
  'GET /api/auth/{provider}/callback': 'public',
  'GET /api/auth/social/pending': 'public',
  'POST /api/auth/social/complete': 'public',
  'POST /api/contact': 'public',
  'POST /api/corporate-contact': 'public',
  'POST /api/partner-contact': 'public',
  'POST /api/nominations/give-back': 'public',
  'POST /api/nominations/sports': 'public',
  'GET /api/accounts/me': 'signedIn',
  'GET /api/accounts/session': 'public',
  'PATCH /api/accounts/me': 'customer',
  'PUT /api/me/language': 'customer',
  'POST /api/accounts/password/change': 'customer',
  'GET /api/accounts/me/sessions': 'customer',
  'GET /api/accounts/me/sign-ins': 'customer',
  'DELETE /api/accounts/me/sessions/{id}': 'customer',
  'POST /api/accounts/me/sessions/sign-out-others': 'customer',
  'GET /api/account/security': 'customer',
  'POST /api/account/authenticator': 'customer',
  'POST /api/account/authenticator/confirm': 'customer',
  'DELETE /api/account/authenticator': 'customer',
  'POST /api/account/recovery-codes': 'customer',
  'POST /api/account/reverify': 'customer',
  'POST /api/accounts/confirmation/resend': 'customer',
  // Passkeys (passkeys.test.ts): a full account's own; signing in with one is public and rate-limited.
  'GET /api/accounts/me/passkeys': 'customer',
  'POST /api/accounts/me/passkeys/registration-options': 'customer',
  'POST /api/accounts/me/passkeys': 'customer',
  'PATCH /api/accounts/me/passkeys/{id}': 'customer',
  'DELETE /api/accounts/me/passkeys/{id}': 'customer',
  'POST /api/accounts/me/passkeys/reverify-options': 'customer',
  'POST /api/accounts/me/passkeys/reverify': 'customer',
  'POST /api/accounts/passkey/sign-in-options': 'public',
  'POST /api/accounts/passkey/sign-in': 'public',
  'GET /api/favorites': 'customer',
  'GET /api/favorites/ids': 'customer',
  'PUT /api/favorites/{activityId}': 'customer',
  'DELETE /api/favorites/{activityId}': 'customer',
  'POST /api/activities/{id}/reviews': 'customer',
  'GET /api/accounts/me/reviews': 'customer',
  'GET /api/accounts/me/bookings': 'customer',
  // Careers: openings are public; an application is a captcha-protected public form (careers.test.ts).
  'GET /api/careers': 'public',
  'GET /api/careers/{slug}': 'public',
  'POST /api/careers/{slug}/applications': 'public',
  'GET /api/admin/career-applications/{id}/resume': staff('support', 'content'),
  // The cart, addresses and checkout: customers and guests (a guest session reaches only what it created).
  'GET /api/cart': 'signedIn',
  'POST /api/cart/items': 'signedIn',
  'PATCH /api/cart/items/{id}': 'signedIn',
  'DELETE /api/cart/items/{id}': 'signedIn',
  'POST /api/cart/passes': 'signedIn',
  'DELETE /api/cart/passes/{ref}': 'signedIn',
  'PUT /api/cart/promo': 'signedIn',
  'DELETE /api/cart/promo': 'signedIn',
  'PUT /api/cart/address': 'signedIn',
  'GET /api/addresses': 'signedIn',
  'POST /api/addresses': 'signedIn',
  'DELETE /api/addresses/{id}': 'signedIn',
  'POST /api/orders': 'signedIn',
  'POST /api/orders/{id}/confirm': 'signedIn',
  // An order, its documents and a voucher's QR code open for their owner or with the booking mail's signed link
  // (a guest has no other way back); anyone else gets 404 (cart.test.ts, checkout.test.ts).
  'GET /api/orders/{id}': 'public',
  'GET /api/orders/{id}/invoice.pdf': 'public',
  'GET /api/orders/{id}/calendar.ics': 'public',
  'GET /api/booked-items/{id}/qr.svg': 'public',
  'GET /api/booked-items/{id}': 'customer',
  // After the sale: only the voucher's confirmed owner cancels, moves or gives it (another's item is 404,
  // aftersale.test.ts).
  'POST /api/booked-items/{id}/cancel': 'customer',
  'POST /api/booked-items/{id}/move': 'customer',
  'POST /api/booked-items/{id}/gift': 'customer',
  'GET /api/activities/{id}/availability': 'public',
  'GET /api/order-limits': 'public',
  // Places: the activity's own host (when it may manage activities) or an admin; another host's activity is 404.
  'PUT /api/activities/{id}/places': 'host',
  'PUT /api/activities/{id}/dates/{date}': 'host',
  // The host's availability calendar: its own activities (another host's is 404) or any for an admin
  // (calendar.test.ts).
  'GET /api/host/activities/{id}/calendar': 'host',
  // The gateway's signed webhook, and the sandbox's hosted payment page (its session id is the secret, as at a
  // gateway).
  'POST /api/payments/webhooks/{gateway}': 'public',
  'GET /api/payments/sandbox/sessions/{id}': 'public',
  'POST /api/payments/sandbox/sessions/{id}/pay': 'public',
  'POST /api/payments/sandbox/sessions/{id}/challenge': 'public',
  'POST /api/payments/sandbox/sessions/{id}/cancel': 'public',
  // The host's sales: only its own activities' items (another host's activity is 404, sales tests).
  'GET /api/host/dashboard': 'host',
  'GET /api/host/bookings': 'host',
  'POST /api/host/verify': 'host',
  'GET /api/host/manifest': 'host',
  'GET /api/host/reviews': 'host',
  'GET /api/host/payouts': 'host',
  'GET /api/host/payouts/{month}/statement.pdf': 'host',
  'GET /api/host/payouts/{month}/statement.csv': 'host',
  // The host's listings: its own only (another host's activity is 404); adding, editing, unpublishing and uploading
  // also need canManageActivities (listings tests).
  'POST /api/host/uploads': 'host',
  'GET /api/host/activities': 'host',
  'GET /api/host/activities/{id}': 'host',
  'POST /api/host/activities': 'host',
  'PUT /api/host/activities/{id}': 'host',
  'POST /api/host/activities/{id}/unpublish': 'host',
  // Host sign-up is a public form (captcha for visitors, rate-limited); the host's own application and Account
  // Settings read and write only the session's own hosts row (hosts.test.ts, host-account.test.ts).
  'GET /api/host-applications/email-check': 'public',
  'POST /api/host-applications': 'public',
  'GET /api/host/me': 'customer',
  'GET /api/privacy': 'customer',
  'POST /api/privacy/exports': 'customer',
  'GET /api/privacy/exports/{id}/file': 'customer',
  'POST /api/privacy/deletion': 'customer',
  'DELETE /api/privacy/deletion': 'customer',
  'GET /api/host/personal': 'host',
  'PUT /api/host/personal': 'host',
  'GET /api/host/business': 'host',
  'PUT /api/host/business': 'host',
  'GET /api/host/licence': 'host',
  'GET /api/host/payment': 'host',
  'PUT /api/host/payment': 'host',
  'GET /api/admin/reviews': staff('support'),
  'POST /api/admin/reviews/{id}/approve': staff('support'),
  'POST /api/admin/reviews/{id}/reject': staff('support'),
  // The back office's Catalogue (modules/admin/catalogue).
  'GET /api/admin/catalogue/categories': staff('content'),
  'POST /api/admin/catalogue/categories': staff('content'),
  'PUT /api/admin/catalogue/categories/order': staff('content'),
  'GET /api/admin/catalogue/categories/{id}': staff('content'),
  'PUT /api/admin/catalogue/categories/{id}': staff('content'),
  'DELETE /api/admin/catalogue/categories/{id}': staff('content'),
  'POST /api/admin/catalogue/categories/{id}/images/{kind}': staff('content'),
  'DELETE /api/admin/catalogue/categories/{id}/images/{kind}': staff('content'),
  'PUT /api/admin/catalogue/categories/{id}/menu-activities': staff('content'),
  'GET /api/admin/catalogue/activity-search': staff('content'),
  'GET /api/admin/catalogue/cities': staff('content'),
  'POST /api/admin/catalogue/cities': staff('content'),
  'PUT /api/admin/catalogue/cities/order': staff('content'),
  'PUT /api/admin/catalogue/cities/{id}': staff('content'),
  'POST /api/admin/catalogue/cities/{id}/areas': staff('content'),
  'PUT /api/admin/catalogue/areas/{id}': staff('content'),
  'DELETE /api/admin/catalogue/areas/{id}': staff('content'),
  'GET /api/admin/catalogue/timings': staff('content'),
  'POST /api/admin/catalogue/timings': staff('content'),
  'PUT /api/admin/catalogue/timings/order': staff('content'),
  'PUT /api/admin/catalogue/timings/{id}': staff('content'),
  'DELETE /api/admin/catalogue/timings/{id}': staff('content'),
  'GET /api/admin/catalogue/activity-preferences': staff('content'),
  'POST /api/admin/catalogue/activity-preferences': staff('content'),
  'PUT /api/admin/catalogue/activity-preferences/{id}': staff('content'),
  'DELETE /api/admin/catalogue/activity-preferences/{id}': staff('content'),
  // The back office's approvals (modules/admin).
  'GET /api/admin/approvals/hosts': staff(),
  'GET /api/admin/approvals/hosts/{id}/licence': staff(),
  'POST /api/admin/approvals/hosts/{id}/approve': staff(),
  'POST /api/admin/approvals/hosts/{id}/reject': staff(),
  'GET /api/admin/approvals/listings': staff('content'),
  'GET /api/admin/approvals/listings/{revisionId}': staff('content'),
  'POST /api/admin/approvals/listings/{revisionId}/approve': staff('content'),
  'POST /api/admin/approvals/listings/{revisionId}/reject': staff('content'),
  // Corporates in the back office (modules/admin/corporates).
  'GET /api/admin/corporates': staff('support'),
  'POST /api/admin/corporates': staff('support'),
  'GET /api/admin/corporates/{id}': staff('support'),
  'PUT /api/admin/corporates/{id}': staff('support'),
  'GET /api/admin/corporates/{id}/employees': staff('support'),
  'PUT /api/admin/corporates/{id}/employees/{customerId}/corporate-admin': staff('support'),
  'GET /api/admin/corporate-invoices': staff('finance'),
  'POST /api/admin/corporate-invoices/{id}/payment': staff('finance'),
  'GET /api/admin/corporate-invoices/{id}/pdf': staff('finance'),
  // The corporate admin's dashboard: always the session's own corporate; another's employee or invoice is 404
  // (corporate-admin.test.ts).
  'GET /api/corporate/dashboard': 'corporateAdmin',
  'GET /api/corporate/employees': 'corporateAdmin',
  'GET /api/corporate/awards': 'corporateAdmin',
  'POST /api/corporate/awards': 'corporateAdmin',
  'GET /api/corporate/catalog': 'corporateAdmin',
  'GET /api/corporate/invoices/{id}/pdf': 'corporateAdmin',
  // The back office's Inbox, Mail and Content (modules/admin/inbox, mail, content).
  'GET /api/admin/inbox/interest-activities': staff('support'),
  'POST /api/admin/inbox/interest-activities/{id}/notify': staff('support'),
  'GET /api/admin/inbox/interest': staff('support'),
  'GET /api/admin/inbox/messages': staff('support'),
  'GET /api/admin/inbox/applications': staff('support', 'content'),
  'GET /api/admin/inbox/nominations': staff('support'),
  'GET /api/admin/inbox/subscribers': staff('support'),
  'GET /api/admin/inbox/subscribers.csv': staff('support'),
  'POST /api/admin/inbox/interest/{id}/handled': staff('support'),
  'POST /api/admin/inbox/messages/{id}/handled': staff('support'),
  'POST /api/admin/inbox/applications/{id}/handled': staff('support', 'content'),
  'POST /api/admin/inbox/nominations/{id}/handled': staff('support'),
  'GET /api/admin/mail': staff('support'),
  'GET /api/admin/mail/{id}': staff('support'),
  'POST /api/admin/mail/{id}/resend': staff('support'),
  'POST /api/admin/content/preview': staff('content'),
  'POST /api/admin/content/covers': staff('content'),
  'GET /api/admin/content/posts': staff('content'),
  'GET /api/admin/content/posts/{id}': staff('content'),
  'POST /api/admin/content/posts': staff('content'),
  'PUT /api/admin/content/posts/{id}': staff('content'),
  'POST /api/admin/content/posts/{id}/publish': staff('content'),
  'POST /api/admin/content/posts/{id}/unpublish': staff('content'),
  'GET /api/admin/content/openings': staff('content'),
  'GET /api/admin/content/openings/{id}': staff('content'),
  'POST /api/admin/content/openings': staff('content'),
  'PUT /api/admin/content/openings/{id}': staff('content'),
  'POST /api/admin/content/openings/{id}/open': staff('content'),
  'POST /api/admin/content/openings/{id}/close': staff('content'),
  // The back office's Hosts section (modules/admin/hosts): hosts, accounts' suspension, payouts.
  'GET /api/admin/hosts': staff('finance', 'support'),
  'GET /api/admin/hosts/{id}': staff('finance', 'support'),
  'PATCH /api/admin/hosts/{id}': staff('finance'),
  'POST /api/admin/hosts/{id}/close': staff(),
  'GET /api/admin/hosts/{id}/payouts/{month}/statement.pdf': staff('finance'),
  'GET /api/admin/hosts/{id}/payouts/{month}/statement.csv': staff('finance'),
  'GET /api/admin/customers': staff('support'),
  'POST /api/admin/customers/{id}/suspend': staff('support'),
  'POST /api/admin/customers/{id}/reinstate': staff('support'),
  'GET /api/admin/payouts': staff('finance'),
  'POST /api/admin/payouts': staff('finance'),
  'GET /api/admin/payouts/export.csv': staff('finance'),
  // Commerce (modules/admin/commerce): passes, promo codes, orders and bookings.
  'GET /api/admin/passes': staff('content'),
  'GET /api/admin/passes/activities': staff('content'),
  'GET /api/admin/passes/{id}': staff('content'),
  'POST /api/admin/passes': staff('content'),
  'PUT /api/admin/passes/{id}': staff('content'),
  'POST /api/admin/passes/{id}/active': staff('content'),
  'GET /api/admin/promo-codes': staff('finance'),
  'POST /api/admin/promo-codes': staff('finance'),
  'PUT /api/admin/promo-codes/{id}': staff('finance'),
  'POST /api/admin/promo-codes/{id}/active': staff('finance'),
  'GET /api/admin/orders': staff('finance', 'support'),
  'GET /api/admin/orders/export': staff('finance', 'support'),
  'GET /api/admin/orders/{id}': staff('finance', 'support'),
  'POST /api/admin/orders/{id}/refund': staff('finance'),
  'POST /api/admin/booked-items/{id}/cancel': staff('finance'),
  // Catalogue > Slides, Home sections, Settings and Activities (modules/admin/home-page, modules/admin/activities).
  'GET /api/admin/catalogue/slides': staff('content'),
  'POST /api/admin/catalogue/slides': staff('content'),
  'POST /api/admin/catalogue/slides/images': staff('content'),
  'PUT /api/admin/catalogue/slides/{id}': staff('content'),
  'DELETE /api/admin/catalogue/slides/{id}': staff('content'),
  'GET /api/admin/catalogue/home-sections': staff('content'),
  'POST /api/admin/catalogue/home-sections': staff('content'),
  'PUT /api/admin/catalogue/home-sections/{id}': staff('content'),
  'DELETE /api/admin/catalogue/home-sections/{id}': staff('content'),
  'GET /api/admin/catalogue/home-sections/{id}/activities': staff('content'),
  'POST /api/admin/catalogue/home-sections/{id}/activities': staff('content'),
  'PATCH /api/admin/catalogue/home-sections/{id}/activities/{activityId}': staff('content'),
  'DELETE /api/admin/catalogue/home-sections/{id}/activities/{activityId}': staff('content'),
  'PUT /api/admin/catalogue/home-sections/{id}/order': staff('content'),
  'GET /api/admin/catalogue/settings/announcement': staff('content'),
  'PUT /api/admin/catalogue/settings/announcement': staff('content'),
  'GET /api/admin/catalogue/settings/trending-cities': staff('content'),
  'PUT /api/admin/catalogue/settings/trending-cities': staff('content'),
  'GET /api/admin/catalogue/activities': staff('content'),
  'GET /api/admin/catalogue/activities/filters': staff('content'),
  'PATCH /api/admin/catalogue/activities/{id}/status': staff('content'),
  'PUT /api/admin/catalogue/activities/{id}/places': staff('content'),
  'POST /api/admin/catalogue/activities/{id}/feature': staff('content'),
  'GET /api/admin/catalogue/activities/{id}': staff('content'),
  'PUT /api/admin/catalogue/activities/{id}': staff('content'),
  'GET /api/admin/approvals/counts': staff('support', 'content'),
  'GET /api/admin/audit': staff(),
  'GET /api/admin/overview': staff('finance'),
  'GET /api/admin/vitals': staff('finance'),
  // Staff and their roles (modules/admin/staff): the owner's alone.
  'GET /api/admin/staff': staff(),
  'POST /api/admin/staff': staff(),
  'PUT /api/admin/staff/{id}/role': staff(),
  'DELETE /api/admin/staff/{id}': staff(),
};

/**
 * Routes behind requireRecentVerification as well: the right role gets past the role guard and then hears 403
 * REVERIFY_REQUIRED, since the matrix's sessions never proved themselves lately (their own tests do the rest).
 */
const REVERIFY = new Set(['DELETE /api/accounts/me/passkeys/{id}']);

/** Development-only routes are absent in production; the test app runs as NODE_ENV=test and has them. */
const DEV_ONLY = new Set(['GET /api/dev/outbox', 'GET /api/dev/outbox/{id}']);

let t: TestApp;
const tokens: Record<'guest' | 'customer' | 'host' | 'corporateAdmin' | StaffRole, string> = {
  guest: '',
  customer: '',
  host: '',
  corporateAdmin: '',
  owner: '',
  finance: '',
  support: '',
  content: '',
};
let routes: { method: string; path: string; key: string }[] = [];

async function sessionFor(flags: Partial<typeof customers.$inferInsert>, n: string) {
  const [row] = await t.db
    .insert(customers)
    .values({ email: `matrix-${n}@example.test`, firstName: 'Matrix', lastName: n, isConfirmed: true, ...flags })
    .returning({ id: customers.id });
  // Every session has just proved a second factor: staff need it for the back office, and the sensitive actions ask
  // for a recent proof (requireRecentVerification); the matrix is about roles (second-factors.test.ts for the rest).
  return (await createSession(t.db, row!.id, false, undefined, { secondFactor: true })).token;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.guest = await sessionFor({ isGuest: true }, 'guest');
  tokens.customer = await sessionFor({}, 'customer');
  tokens.host = await sessionFor({ isHost: true, canManageActivities: true }, 'host');
  for (const role of ['owner', ...OTHER_ROLES] as const) tokens[role] = await sessionFor({ staffRole: role }, role);
  const [corporate] = await t.db
    .insert(corporates)
    .values({ name: 'Matrix Corp', slug: 'matrix-corp', emailDomain: 'matrix.example.test' })
    .returning({ id: corporates.id });
  tokens.corporateAdmin = await sessionFor(
    { isCorporate: true, corporateId: corporate!.id, isCorporateAdmin: true },
    'corporate-admin',
  );
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
  );
}, 60_000);

afterAll(() => t.close());

/** A concrete address for a documented path: ids 1, slugs 'x'. */
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'));

async function call(route: { method: string; path: string }, token?: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.path),
    // A JSON body (empty) so the CSRF rule is met; the guard must answer before the body is validated.
    headers: {
      'x-forwarded-for': clientIp(),
      ...(token ? bearer(token) : {}),
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });
}

describe('authorization matrix', () => {
  it('classifies every documented route', () => {
    const unclassified = routes.map((r) => r.key).filter((key) => !(key in ACCESS) && !DEV_ONLY.has(key));
    expect(unclassified).toEqual([]);
    const stale = Object.keys(ACCESS).filter((key) => !routes.some((r) => r.key === key));
    expect(stale).toEqual([]);
  });

  it('refuses a visitor on every protected route with 401', async () => {
    for (const route of routes.filter((r) => ACCESS[r.key] && ACCESS[r.key] !== 'public')) {
      const response = await call(route);
      expect({ route: route.key, status: response.statusCode }).toEqual({ route: route.key, status: 401 });
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a guest on full-account, host, staff and corporate admin routes with 403', async () => {
    for (const route of routes.filter(
      (r) => isStaff(ACCESS[r.key]) || ['customer', 'host', 'corporateAdmin'].includes(ACCESS[r.key] as string),
    )) {
      const response = await call(route, tokens.guest);
      expect({ route: route.key, status: response.statusCode }).toEqual({ route: route.key, status: 403 });
    }
  });

  it('refuses a customer on host, staff and corporate admin routes with 403, and a host or corporate admin on staff routes', async () => {
    for (const route of routes.filter(
      (r) => isStaff(ACCESS[r.key]) || ['host', 'corporateAdmin'].includes(ACCESS[r.key] as string),
    )) {
      const response = await call(route, tokens.customer);
      expect({ route: route.key, status: response.statusCode }).toEqual({ route: route.key, status: 403 });
    }
    for (const route of routes.filter((r) => isStaff(ACCESS[r.key]) || ACCESS[r.key] === 'corporateAdmin')) {
      const response = await call(route, tokens.host);
      expect({ route: route.key, status: response.statusCode }).toEqual({ route: route.key, status: 403 });
    }
    for (const route of routes.filter((r) => isStaff(ACCESS[r.key]))) {
      const response = await call(route, tokens.corporateAdmin);
      expect({ route: route.key, status: response.statusCode }).toEqual({ route: route.key, status: 403 });
    }
  });

  it('refuses each staff role on every back-office route its role does not allow, saying why (403)', async () => {
    for (const role of OTHER_ROLES) {
      const refused = routes.filter((r) => {
        const access = ACCESS[r.key];
        return isStaff(access) && !access.staff.includes(role);
      });
      expect(refused.length, role).toBeGreaterThan(0);
      for (const route of refused) {
        const response = await call(route, tokens[role]);
        expect({ role, route: route.key, status: response.statusCode, code: response.json().code }).toEqual({
          role,
          route: route.key,
          status: 403,
          code: 'STAFF_ROLE_FORBIDDEN',
        });
      }
    }
  });

  it('lets the right role past the guard (the answer is never 401 or 403), and every staff role its routes', async () => {
    const allowed: Record<Exclude<Access, 'public' | Staff>, string> = {
      signedIn: tokens.guest,
      customer: tokens.customer,
      host: tokens.host,
      corporateAdmin: tokens.corporateAdmin,
    };
    for (const route of routes.filter((r) => ACCESS[r.key] && ACCESS[r.key] !== 'public')) {
      if (route.key === 'POST /api/accounts/logout') continue;
      const access = ACCESS[route.key]!;
      // The owner may use every back-office route; each other role the routes that name it.
      const callers = isStaff(access)
        ? (['owner', ...access.staff] as const).map((role) => ({ as: role, token: tokens[role] }))
        : [{ as: access as string, token: allowed[access as Exclude<Access, 'public' | Staff>] }];
      for (const caller of callers) {
        const response = await call(route, caller.token);
        // A personal answer is never kept by a browser or shared cache.
        const cache = String(response.headers['cache-control'] ?? '');
        const asksToReverify = REVERIFY.has(route.key) && response.json().code === 'REVERIFY_REQUIRED';
        expect({
          route: route.key,
          as: caller.as,
          refused: [401, 403].includes(response.statusCode) && !asksToReverify,
          private: cache.includes('no-store') && !cache.includes('public'),
        }).toEqual({
          route: route.key,
          as: caller.as,
          refused: false,
          private: true,
        });
      }
    }
  });
});

describe('the wrong owner', () => {
  it("never sees or changes another customer's favourites, reviews or bookings", async () => {
    const city = await t.fixtures.insertCity({ name: 'Dubai' });
    const activity = await t.fixtures.insertActivity({
      title: 'Dhow Cruise',
      cityId: city.id,
      prices: [{ price: 10_000 }],
    });
    const owner = tokens.customer;
    const other = await sessionFor({}, 'other');
    const as = (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'x-forwarded-for': clientIp() },
        ...(payload ? { payload } : {}),
      });

    expect((await as(owner, 'PUT', `/api/favorites/${activity.id}`)).statusCode).toBeLessThan(300);
    expect(
      (
        await as(owner, 'POST', `/api/activities/${activity.id}/reviews`, {
          title: 'Lovely',
          content: 'Calm water and good food.',
          rating: 5,
        })
      ).statusCode,
    ).toBe(201);
    const ownerId = (await as(owner, 'GET', '/api/accounts/me')).json().id as number;
    const [booking] = await t.db
      .insert(bookings)
      .values({ customerId: ownerId, cartTotal: 10_000, total: 10_000 })
      .returning({ id: bookings.id });
    await t.db.insert(bookedItems).values({
      bookingId: booking!.id,
      customerId: ownerId,
      activityId: activity.id,
      quantity: 1,
      price: 10_000,
      total: 10_000,
      marketplaceFee: 1_500,
      hostAmount: 8_500,
      voucherCode: 'OWNER234',
    });

    // The other customer's lists are their own: empty.
    expect((await as(other, 'GET', '/api/favorites/ids')).json()).toEqual([]);
    expect((await as(other, 'GET', '/api/favorites')).json()).toEqual([]);
    expect((await as(other, 'GET', '/api/accounts/me/reviews')).json()).toEqual([]);
    expect((await as(other, 'GET', '/api/accounts/me/bookings')).json().items).toEqual([]);
    // Removing 'the same' favourite removes nothing of the owner's.
    await as(other, 'DELETE', `/api/favorites/${activity.id}`);
    expect((await as(owner, 'GET', '/api/favorites/ids')).json()).toEqual([activity.id]);
    expect((await as(owner, 'GET', '/api/accounts/me/reviews')).json()).toHaveLength(1);
    expect(
      (await as(owner, 'GET', '/api/accounts/me/bookings')).json().items.map((i: { otp: string }) => i.otp),
    ).toEqual(['OWNER234']);
  });
});
