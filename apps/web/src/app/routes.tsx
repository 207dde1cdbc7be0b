import { Navigate, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageAccess, type PageName } from '@weekends/shared';
import { AdminOnly, GuestOnly, LoggedInOnly } from './guards.tsx';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';
import { routesWithWords } from '../lib/lazy.ts';

type Page = Pick<RouteObject, 'lazy' | 'element'>;

/**
 * Each page of the shared page table (packages/shared page-routes), which the server also answers from. Pages load
 * lazily so a visitor downloads only the code of the page they open; the host area and the back office route their
 * own pages (features/vendor/routes.tsx, features/admin/routes.tsx).
 */
const PAGES: Record<PageName, Page> = {
  home: { lazy: () => import('../features/home/routes/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
  search: {
    lazy: () => import('../features/listing/routes/SearchPage.tsx').then((m) => ({ Component: m.SearchPage })),
  },
  category: {
    lazy: () => import('../features/listing/routes/CategoryPage.tsx').then((m) => ({ Component: m.CategoryPage })),
  },
  section: {
    lazy: () => import('../features/listing/routes/SectionPage.tsx').then((m) => ({ Component: m.SectionPage })),
  },
  activity: {
    lazy: () => import('../features/activity/routes/ActivityPage.tsx').then((m) => ({ Component: m.ActivityPage })),
  },
  weekendPasses: {
    lazy: () =>
      import('../features/passes/routes/WeekendPassesPage.tsx').then((m) => ({ Component: m.WeekendPassesPage })),
  },
  makeYourOwnPass: {
    lazy: () => import('../features/passes/routes/MakeYourOwnPage.tsx').then((m) => ({ Component: m.MakeYourOwnPage })),
  },
  weekendDetail: {
    lazy: () =>
      import('../features/passes/routes/WeekendDetailPage.tsx').then((m) => ({ Component: m.WeekendDetailPage })),
  },
  about: { lazy: () => import('../features/info/routes/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
  faq: { lazy: () => import('../features/info/routes/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })) },
  howItWorks: {
    lazy: () => import('../features/info/routes/HowItWorksPage.tsx').then((m) => ({ Component: m.HowItWorksPage })),
  },
  terms: { lazy: () => import('../features/info/routes/TermsPage.tsx').then((m) => ({ Component: m.TermsPage })) },
  privacy: {
    lazy: () => import('../features/info/routes/PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })),
  },
  blog: { lazy: () => import('../features/blog/routes/BlogPage.tsx').then((m) => ({ Component: m.BlogPage })) },
  post: { lazy: () => import('../features/blog/routes/PostPage.tsx').then((m) => ({ Component: m.PostPage })) },
  contact: {
    lazy: () => import('../features/contact/routes/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  corporate: {
    lazy: () => import('../features/contact/routes/CorporatePage.tsx').then((m) => ({ Component: m.CorporatePage })),
  },
  hostSignUp: {
    lazy: () =>
      import('../features/host-signup/routes/HostSignUpPage.tsx').then((m) => ({ Component: m.HostSignUpPage })),
  },
  partnerContact: {
    lazy: () =>
      import('../features/contact/routes/PartnerContactPage.tsx').then((m) => ({ Component: m.PartnerContactPage })),
  },
  giveBack: {
    lazy: () => import('../features/nominations/routes/GiveBackPage.tsx').then((m) => ({ Component: m.GiveBackPage })),
  },
  sportsWeekend: {
    lazy: () =>
      import('../features/nominations/routes/SportsWeekendPage.tsx').then((m) => ({ Component: m.SportsWeekendPage })),
  },
  careers: {
    lazy: () => import('../features/careers/routes/CareersPage.tsx').then((m) => ({ Component: m.CareersPage })),
  },
  career: {
    lazy: () =>
      import('../features/careers/routes/CareerDetailPage.tsx').then((m) => ({ Component: m.CareerDetailPage })),
  },
  careerForm: {
    lazy: () => import('../features/careers/routes/CareerFormPage.tsx').then((m) => ({ Component: m.CareerFormPage })),
  },
  planner: {
    lazy: () => import('../features/planner/routes/PlannerPage.tsx').then((m) => ({ Component: m.PlannerPage })),
  },
  confirmEmail: {
    lazy: () =>
      import('../features/confirmation/routes/ConfirmEmailPage.tsx').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  unsubscribe: {
    lazy: () =>
      import('../features/newsletter/routes/UnsubscribePage.tsx').then((m) => ({ Component: m.UnsubscribePage })),
  },
  cartRemindersOff: {
    lazy: () =>
      import('../features/cart-reminders/routes/CartRemindersOffPage.tsx').then((m) => ({
        Component: m.CartRemindersOffPage,
      })),
  },
  checkout: {
    lazy: () => import('../features/checkout/routes/CheckoutPage.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
  checkoutFor: {
    lazy: () => import('../features/checkout/routes/CheckoutPage.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
  booking: {
    lazy: () =>
      import('../features/order/routes/OrderSuccessPage.tsx').then((m) => ({ Component: m.OrderSuccessPage })),
  },
  logout: { lazy: () => import('../features/auth/routes/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })) },
  login: { lazy: () => import('../features/auth/routes/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
  register: {
    lazy: () => import('../features/auth/routes/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
  },
  corporateRegister: {
    lazy: () =>
      import('../features/auth/routes/CorporateRegisterPage.tsx').then((m) => ({ Component: m.CorporateRegisterPage })),
  },
  forgotPassword: {
    lazy: () =>
      import('../features/recovery/routes/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  notMe: {
    lazy: () => import('../features/recovery/routes/NotMePage.tsx').then((m) => ({ Component: m.NotMePage })),
  },
  dashboard: { element: <Navigate to="/customer/dashboard/profile" replace /> },
  dashboardTab: {
    lazy: () => import('../features/dashboard/routes/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
  voucher: {
    lazy: () => import('../features/dashboard/routes/VoucherPage.tsx').then((m) => ({ Component: m.VoucherPage })),
  },
  hostArea: { lazy: () => import('../features/vendor/routes.tsx').then((m) => ({ Component: m.VendorRoutes })) },
  corporateAdmin: {
    lazy: () =>
      import('../features/corporate-admin/routes/CorporateAdminPage.tsx').then((m) => ({
        Component: m.CorporateAdminPage,
      })),
  },
  backOffice: { lazy: () => import('../features/admin/routes.tsx').then((m) => ({ Component: m.AdminRoutes })) },
  sandboxPay: {
    lazy: () => import('../features/payment/routes/SandboxPayPage.tsx').then((m) => ({ Component: m.SandboxPayPage })),
  },
  sandboxChallenge: {
    lazy: () =>
      import('../features/payment/routes/SandboxChallengePage.tsx').then((m) => ({
        Component: m.SandboxChallengePage,
      })),
  },
};

/** The pages one guard lets through, in the table's order (React Router ranks paths itself). */
function pagesFor(access: PageAccess): RouteObject[] {
  return (Object.keys(PAGE_ROUTES) as PageName[])
    .filter((name) => PAGE_ROUTES[name].access === access)
    .map((name) => ({ path: PAGE_ROUTES[name].path, ...PAGES[name] }) as RouteObject);
}

/**
 * The whole route tree. The browser's router (router.tsx) and the server's renderer (entry-server.tsx) are both built
 * from it, so the route ids the server renders with are the ones the browser hydrates. Each lazy page is shown once
 * its words are here in the page's language (routesWithWords).
 */
export const appRoutes: RouteObject[] = routesWithWords([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Pages are lazy, so the first render waits for one chunk; the server's HTML stays until it arrives.
    HydrateFallback: () => null,
    children: [
      ...pagesFor('public'),
      { element: <GuestOnly />, children: pagesFor('guest') },
      { element: <LoggedInOnly />, children: pagesFor('signed-in') },
      { element: <AdminOnly />, children: pagesFor('admin') },
      { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  // The sandbox gateway's hosted pages stand for a card processor's, so they have their own plain frame.
  { errorElement: <RouteError />, HydrateFallback: () => null, children: pagesFor('gateway') },
]);
