import type { APIRequestContext, Page } from 'playwright-core';
import { SANDBOX_CARDS, type HostListings } from '@weekends/shared';
import {
  cartWithOneItem,
  cartWithPass,
  emptyCart,
  newestBookedItem,
  openPayment,
  paidOrder,
  payInSandbox,
  signedInUserId,
} from './checkout.ts';

export interface PageCheck {
  name: string;
  /** The address to open; for a page with `setUp`, the route's pattern (what `setUp` answers fills it in). */
  route: string;
  status: number;
  /** Signed in through the API first: `true` as the demo customer, or as the demo host or admin. */
  signedIn?: true | 'host' | 'admin' | 'corporate';
  /** A request the page makes that is meant to fail (the browser logs it as a console error). */
  expectedFailure?: RegExp;
  /** Makes the page's data through the API, in the (signed-in) browser context, and answers the address to open. */
  setUp?: (request: APIRequestContext, baseUrl: string) => Promise<string>;
  /** A text that shows once the page's content has come (when its h1 shows before it does). */
  ready?: string;
  /** What the visitor opens on the page before it is checked (a pop-up, a menu); screenshots then take the viewport. */
  act?: (page: Page, label: 'phone' | 'desktop') => Promise<void>;
}

/** The id of one of the signed-in host's live listings. */
async function firstActiveListing(request: APIRequestContext, baseUrl: string): Promise<number> {
  const response = await request.get(`${baseUrl}/api/host/activities?filter=active`);
  if (!response.ok()) throw new Error(`GET /api/host/activities: ${response.status()}`);
  const { items } = (await response.json()) as HostListings;
  if (!items[0]) throw new Error('the demo host has no live listing');
  return items[0].id;
}

/**
 * An activity's details (tabs, description, reviews) come in the server's HTML and hydrate as the visitor scrolls to
 * them: once they do, the tabs answer a click; a customer's review button then says whether the box is open.
 */
async function readActivityDetails(page: Page, customer: boolean): Promise<void> {
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  // Before any tab is clicked, which would render the reviews afresh rather than hydrate them.
  if (customer) await page.locator('#reviews button[aria-expanded="false"]').waitFor();
  const tabs = page.getByRole('tablist', { name: 'Experience details' });
  await tabs.getByRole('tab', { name: 'WHATS THE HIGHLIGHT' }).click();
  await tabs.getByRole('tab', { name: 'WHATS THE HIGHLIGHT', selected: true }).waitFor();
  await tabs.getByRole('tab', { name: 'KNOW BEFORE YOU GO' }).click();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
}

/** Every page built so far, with the status it is served with; `signedIn` pages are the demo customer's. */
export const PAGES: PageCheck[] = [
  { name: 'home', route: '/', status: 200 },
  { name: 'search-keyword', route: '/search?keyword=desrt%20safary', status: 200 },
  { name: 'search-filtered', route: '/search?city[]=1&day[]=2', status: 200 },
  { name: 'category', route: '/category/adventure', status: 200 },
  { name: 'sections-trending', route: '/sections/trending', status: 200 },
  { name: 'sections-family', route: '/sections/family-weekends', status: 200 },
  {
    name: 'activity',
    route: '/activity/desert-safari-with-bbq-dinner',
    status: 200,
    act: (page) => readActivityDetails(page, false),
  },
  {
    name: 'activity-signed-in',
    route: '/activity/desert-safari-with-bbq-dinner',
    status: 200,
    signedIn: true,
    act: (page) => readActivityDetails(page, true),
  },
  { name: 'weekend-passes', route: '/weekend-passes', status: 200, ready: 'Dubai Thrills Weekend' },
  { name: 'weekend-detail', route: '/weekend-detail/dubai-thrills-weekend', status: 200, ready: 'View Details' },
  // An unknown pass is served with 404 and the API's 404 shows the not-found page.
  {
    name: 'weekend-detail-unknown',
    route: '/weekend-detail/no-such-pass',
    status: 404,
    expectedFailure: /status of 404/,
  },
  { name: 'weekend-passes-make-your-own', route: '/weekend-passes/make-your-own', status: 200, ready: 'Add' },
  { name: 'plan-my-weekend', route: '/plan-my-weekend', status: 200 },
  { name: 'login', route: '/login', status: 200 },
  { name: 'login-prefilled', route: '/login?email=layla%40example.test&name=Layla', status: 200 },
  { name: 'register', route: '/register', status: 200 },
  { name: 'forgot-password', route: '/forgot-password', status: 200 },
  { name: 'corporate-register', route: '/corporate/emirates-tech/register', status: 200 },
  { name: 'corporate-register-unknown', route: '/corporate/no-such-company/register', status: 200 },
  { name: 'logout', route: '/logout', status: 200 },
  // The confirmation link is refused by the API (400), and the page says so.
  {
    name: 'confirm-invalid',
    route: '/confirm/1?token=not-a-real-token',
    status: 200,
    expectedFailure: /status of 400/,
  },
  { name: 'about', route: '/about', status: 200 },
  { name: 'faq', route: '/faq', status: 200 },
  { name: 'how-it-works', route: '/how-it-works', status: 200 },
  { name: 'terms', route: '/terms-conditions', status: 200 },
  { name: 'privacy', route: '/privacy', status: 200 },
  { name: 'contact', route: '/contact', status: 200 },
  { name: 'corporate', route: '/corporate', status: 200 },
  { name: 'partner-contact', route: '/partner-contact', status: 200 },
  { name: 'partner-new', route: '/partner-new', status: 200 },
  { name: 'give-back', route: '/give-back', status: 200 },
  { name: 'sports-weekend', route: '/sports-weekend', status: 200 },
  { name: 'career', route: '/career', status: 200 },
  { name: 'career-detail', route: '/career-detail/visual', status: 200 },
  { name: 'career-form', route: '/career-form/visual', status: 200 },
  { name: 'blog', route: '/blog', status: 200 },
  { name: 'blog-detail', route: '/blog-detail/old-dubai-in-a-day-al-fahidi-abra-souks', status: 200 },
  { name: 'unsubscribe', route: '/unsubscribe', status: 200 },
  { name: 'cart-reminders-off', route: '/cart-reminders/off', status: 200 },
  { name: 'not-me', route: '/account/not-me', status: 200 },
  { name: 'not-found', route: '/no-such-page', status: 404 },
  // The demo customer's dashboard (signed in through the API first).
  { name: 'dashboard-profile', route: '/customer/dashboard/profile', status: 200, signedIn: true },
  { name: 'dashboard-favorite', route: '/customer/dashboard/favorite', status: 200, signedIn: true },
  { name: 'dashboard-bookings', route: '/customer/dashboard/bookings', status: 200, signedIn: true },
  { name: 'dashboard-reviews', route: '/customer/dashboard/reviews', status: 200, signedIn: true },
  {
    name: 'dashboard-security',
    route: '/customer/dashboard/security',
    status: 200,
    signedIn: true,
    ready: 'Delete my account',
  },
  // The host area, as the demo host (an approved host with listings and sales).
  {
    name: 'vendor-account-personal',
    route: '/vendor/dashboard',
    status: 200,
    signedIn: 'host',
    ready: 'Personal Information',
  },
  {
    name: 'vendor-account-business',
    route: '/vendor/dashboard/account/business',
    status: 200,
    signedIn: 'host',
    ready: 'Business Information',
  },
  {
    name: 'vendor-account-password',
    route: '/vendor/dashboard/account/password',
    status: 200,
    signedIn: 'host',
    ready: 'Change Password',
  },
  {
    name: 'vendor-account-payment',
    route: '/vendor/dashboard/account/payment',
    status: 200,
    signedIn: 'host',
    ready: 'Payment Settings',
  },
  {
    name: 'vendor-activities',
    route: '/vendor/dashboard/activities',
    status: 200,
    signedIn: 'host',
    ready: 'Unpublish',
  },
  {
    name: 'vendor-activity-add',
    route: '/vendor/dashboard/activities/new',
    status: 200,
    signedIn: 'host',
    ready: 'ADD NEW',
  },
  {
    name: 'vendor-activity-edit',
    route: '/vendor/dashboard/activities/:id/edit',
    status: 200,
    signedIn: 'host',
    ready: 'ADD NEW',
    setUp: async (request, baseUrl) =>
      `/vendor/dashboard/activities/${await firstActiveListing(request, baseUrl)}/edit`,
  },
  {
    name: 'vendor-availability',
    route: '/vendor/dashboard/activities/:id/availability',
    status: 200,
    signedIn: 'host',
    setUp: async (request, baseUrl) =>
      `/vendor/dashboard/activities/${await firstActiveListing(request, baseUrl)}/availability`,
  },
  {
    name: 'vendor-bookings',
    route: '/vendor/dashboard/bookings',
    status: 200,
    signedIn: 'host',
    ready: 'Sales Overview',
  },
  { name: 'vendor-guest-list', route: '/vendor/dashboard/bookings/manifest', status: 200, signedIn: 'host' },
  { name: 'vendor-reviews', route: '/vendor/dashboard/reviews', status: 200, signedIn: 'host' },
  { name: 'vendor-payouts', route: '/vendor/dashboard/payouts', status: 200, signedIn: 'host' },
  // The back office's approvals, as the demo admin (the seed holds a pending application and a pending edit).
  { name: 'admin-approvals-hosts', route: '/admin/approvals/hosts', status: 200, signedIn: 'admin' },
  { name: 'admin-approvals-listings', route: '/admin/approvals/listings', status: 200, signedIn: 'admin' },
  { name: 'admin-approvals-reviews', route: '/admin/approvals/reviews', status: 200, signedIn: 'admin' },
  { name: 'admin-overview', route: '/admin/overview', status: 200, signedIn: 'admin', ready: 'Top activities' },
  { name: 'admin-audit', route: '/admin/audit', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-categories', route: '/admin/catalogue/categories', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-places', route: '/admin/catalogue/places', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-lists', route: '/admin/catalogue/lists', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-slides', route: '/admin/catalogue/slides', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-home', route: '/admin/catalogue/home', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-settings', route: '/admin/catalogue/settings', status: 200, signedIn: 'admin' },
  { name: 'admin-catalogue-activities', route: '/admin/catalogue/activities', status: 200, signedIn: 'admin' },
  { name: 'admin-orders', route: '/admin/orders', status: 200, signedIn: 'admin' },
  { name: 'admin-passes', route: '/admin/passes', status: 200, signedIn: 'admin' },
  { name: 'admin-promo-codes', route: '/admin/promo-codes', status: 200, signedIn: 'admin' },
  { name: 'admin-hosts', route: '/admin/hosts', status: 200, signedIn: 'admin' },
  { name: 'admin-customers', route: '/admin/customers', status: 200, signedIn: 'admin' },
  { name: 'admin-payouts', route: '/admin/payouts?month=2026-09', status: 200, signedIn: 'admin' },
  { name: 'admin-corporates', route: '/admin/corporates', status: 200, signedIn: 'admin' },
  { name: 'admin-corporate-invoices', route: '/admin/corporate-invoices', status: 200, signedIn: 'admin' },
  { name: 'admin-inbox-interest', route: '/admin/inbox/interest', status: 200, signedIn: 'admin' },
  { name: 'admin-inbox-messages', route: '/admin/inbox/messages', status: 200, signedIn: 'admin' },
  { name: 'admin-inbox-applications', route: '/admin/inbox/applications', status: 200, signedIn: 'admin' },
  { name: 'admin-inbox-nominations', route: '/admin/inbox/nominations', status: 200, signedIn: 'admin' },
  { name: 'admin-inbox-subscribers', route: '/admin/inbox/subscribers', status: 200, signedIn: 'admin' },
  { name: 'admin-mail', route: '/admin/mail', status: 200, signedIn: 'admin' },
  { name: 'admin-content-posts', route: '/admin/content/posts', status: 200, signedIn: 'admin' },
  { name: 'admin-content-openings', route: '/admin/content/openings', status: 200, signedIn: 'admin' },
  { name: 'admin-staff', route: '/admin/staff', status: 200, signedIn: 'admin' },
  // The corporate admin's dashboard (hr@emiratestech.ae).
  { name: 'corporate-admin', route: '/corporate-admin', status: 200, signedIn: 'corporate' },
  {
    name: 'admin-approvals-host-detail',
    route: '/admin/approvals/hosts (an application open)',
    status: 200,
    signedIn: 'admin',
    setUp: async () => '/admin/approvals/hosts',
    act: async (page) => {
      await page
        .getByRole('list', { name: 'Host applications waiting for approval' })
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('button', { name: 'Approve' }).waitFor();
    },
  },
  {
    name: 'admin-approvals-listing-detail',
    route: '/admin/approvals/listings (an edit open beside the live version)',
    status: 200,
    signedIn: 'admin',
    setUp: async () => '/admin/approvals/listings',
    act: async (page) => {
      await page.getByRole('list', { name: 'Listings waiting for approval' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Approve' }).waitFor();
    },
  },
  // The money path (its data made through the API first: support/checkout.ts).
  {
    name: 'checkout',
    route: '/checkout/:userId (one item)',
    status: 200,
    signedIn: true,
    ready: 'Proceed to Payment',
    setUp: async (request, baseUrl) => {
      await cartWithOneItem(request, baseUrl);
      return `/checkout/${await signedInUserId(request, baseUrl)}`;
    },
  },
  {
    name: 'checkout-pass',
    route: '/checkout/:userId (a weekend pass)',
    status: 200,
    signedIn: true,
    ready: 'Proceed to Payment',
    setUp: async (request, baseUrl) => {
      await cartWithPass(request, baseUrl);
      return `/checkout/${await signedInUserId(request, baseUrl)}`;
    },
  },
  {
    name: 'checkout-empty',
    route: '/checkout/:userId (empty cart)',
    status: 200,
    signedIn: true,
    ready: 'Your cart is empty!',
    setUp: async (request, baseUrl) => {
      await emptyCart(request, baseUrl);
      return `/checkout/${await signedInUserId(request, baseUrl)}`;
    },
  },
  {
    name: 'cart-menu',
    route: '/ (cart dropdown open)',
    status: 200,
    signedIn: true,
    setUp: async (request, baseUrl) => {
      await cartWithOneItem(request, baseUrl);
      return '/';
    },
    act: async (page) => {
      await page
        .locator('header')
        .getByRole('button', { name: /^Cart, \d+ items?$/ })
        .click();
      await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).waitFor();
    },
  },
  {
    name: 'pay-sandbox',
    route: '/pay/sandbox/:sessionId',
    status: 200,
    signedIn: true,
    ready: 'Pay by card',
    setUp: async (request, baseUrl) => {
      await cartWithOneItem(request, baseUrl);
      return (await openPayment(request, baseUrl)).path;
    },
  },
  {
    name: 'pay-sandbox-challenge',
    route: '/pay/sandbox/:sessionId/challenge',
    status: 200,
    signedIn: true,
    setUp: async (request, baseUrl) => {
      await cartWithOneItem(request, baseUrl);
      const { sessionId } = await openPayment(request, baseUrl);
      const step = await payInSandbox(request, baseUrl, sessionId, SANDBOX_CARDS.threeDSecure);
      return new URL(step.redirectUrl, baseUrl).pathname;
    },
  },
  {
    name: 'booking-success',
    route: '/booking/:userId?order=:orderId',
    status: 200,
    signedIn: true,
    setUp: async (request, baseUrl) => {
      const { orderId, userId } = await paidOrder(request, baseUrl);
      return `/booking/${userId}?order=${orderId}`;
    },
  },
  {
    name: 'dashboard-voucher',
    route: '/customer/dashboard/bookings/:bookedItemId',
    status: 200,
    signedIn: true,
    setUp: async (request, baseUrl) => {
      await paidOrder(request, baseUrl);
      return `/customer/dashboard/bookings/${(await newestBookedItem(request, baseUrl)).id}`;
    },
  },
];
