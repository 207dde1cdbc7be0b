/** Every page built so far, with the status it is served with; `signedIn` pages are the demo customer's. */
export const PAGES: {
  name: string;
  route: string;
  status: number;
  signedIn?: boolean;
  /** A request the page makes that is meant to fail (the browser logs it as a console error). */
  expectedFailure?: RegExp;
}[] = [
  { name: 'home', route: '/', status: 200 },
  { name: 'search-keyword', route: '/search?keyword=desrt%20safary', status: 200 },
  { name: 'search-filtered', route: '/search?city[]=1&day[]=2', status: 200 },
  { name: 'category', route: '/category/adventure', status: 200 },
  { name: 'sections-trending', route: '/sections/trending', status: 200 },
  { name: 'sections-family', route: '/sections/family-weekends', status: 200 },
  { name: 'activity', route: '/activity/desert-safari-with-bbq-dinner', status: 200 },
  { name: 'plan-my-weekend', route: '/plan-my-weekend', status: 200 },
  { name: 'login', route: '/login', status: 200 },
  { name: 'login-prefilled', route: '/login?email=layla%40example.test&name=Layla', status: 200 },
  { name: 'register', route: '/register', status: 200 },
  { name: 'forgot-password', route: '/forgot-password', status: 200 },
  { name: 'corporate-register', route: '/corporate/emirates-tech/register', status: 200 },
  { name: 'corporate-register-unknown', route: '/corporate/no-such-company/register', status: 200 },
  { name: 'logout', route: '/logout', status: 200 },
  // The confirmation link is refused by the API (400), and the page says so.
  { name: 'confirm-invalid', route: '/confirm/1?token=not-a-real-token', status: 200, expectedFailure: /status of 400/ },
  { name: 'about', route: '/about', status: 200 },
  { name: 'faq', route: '/faq', status: 200 },
  { name: 'how-it-works', route: '/how-it-works', status: 200 },
  { name: 'terms', route: '/terms-conditions', status: 200 },
  { name: 'privacy', route: '/privacy', status: 200 },
  { name: 'contact', route: '/contact', status: 200 },
  { name: 'corporate', route: '/corporate', status: 200 },
  { name: 'partner-contact', route: '/partner-contact', status: 200 },
  { name: 'give-back', route: '/give-back', status: 200 },
  { name: 'sports-weekend', route: '/sports-weekend', status: 200 },
  { name: 'career', route: '/career', status: 200 },
  { name: 'career-detail', route: '/career-detail/visual', status: 200 },
  { name: 'career-form', route: '/career-form/visual', status: 200 },
  { name: 'blog', route: '/blog', status: 200 },
  { name: 'blog-detail', route: '/blog-detail/old-dubai-in-a-day-al-fahidi-abra-souks', status: 200 },
  { name: 'unsubscribe', route: '/unsubscribe', status: 200 },
  { name: 'not-found', route: '/no-such-page', status: 404 },
  // The demo customer's dashboard (signed in through the API first).
  { name: 'dashboard-profile', route: '/customer/dashboard/profile', status: 200, signedIn: true },
  { name: 'dashboard-favorite', route: '/customer/dashboard/favorite', status: 200, signedIn: true },
  { name: 'dashboard-bookings', route: '/customer/dashboard/bookings', status: 200, signedIn: true },
  { name: 'dashboard-reviews', route: '/customer/dashboard/reviews', status: 200, signedIn: true },
];
