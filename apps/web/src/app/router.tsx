import { createBrowserRouter, Navigate } from 'react-router';
import { AdminOnly, GuestOnly, LoggedInOnly } from './guards.tsx';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

/** Pages load lazily so a visitor downloads only the code of the page they open. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Pages are lazy, so the first render waits for one chunk; the server's HTML stays until it arrives.
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: () => import('../features/home/routes/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
      { path: '/search', lazy: () => import('../features/listing/routes/SearchPage.tsx').then((m) => ({ Component: m.SearchPage })) },
      { path: '/category/:slug', lazy: () => import('../features/listing/routes/CategoryPage.tsx').then((m) => ({ Component: m.CategoryPage })) },
      { path: '/sections/:slug', lazy: () => import('../features/listing/routes/SectionPage.tsx').then((m) => ({ Component: m.SectionPage })) },
      { path: '/activity/:slug', lazy: () => import('../features/activity/routes/ActivityPage.tsx').then((m) => ({ Component: m.ActivityPage })) },
      { path: '/weekend-passes', lazy: () => import('../features/passes/routes/WeekendPassesPage.tsx').then((m) => ({ Component: m.WeekendPassesPage })) },
      { path: '/weekend-passes/make-your-own', lazy: () => import('../features/passes/routes/MakeYourOwnPage.tsx').then((m) => ({ Component: m.MakeYourOwnPage })) },
      { path: '/weekend-detail/:slug', lazy: () => import('../features/passes/routes/WeekendDetailPage.tsx').then((m) => ({ Component: m.WeekendDetailPage })) },
      { path: '/about', lazy: () => import('../features/info/routes/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
      { path: '/faq', lazy: () => import('../features/info/routes/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })) },
      { path: '/how-it-works', lazy: () => import('../features/info/routes/HowItWorksPage.tsx').then((m) => ({ Component: m.HowItWorksPage })) },
      { path: '/terms-conditions', lazy: () => import('../features/info/routes/TermsPage.tsx').then((m) => ({ Component: m.TermsPage })) },
      { path: '/privacy', lazy: () => import('../features/info/routes/PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })) },
      { path: '/blog', lazy: () => import('../features/blog/routes/BlogPage.tsx').then((m) => ({ Component: m.BlogPage })) },
      { path: '/blog-detail/:slug', lazy: () => import('../features/blog/routes/PostPage.tsx').then((m) => ({ Component: m.PostPage })) },
      { path: '/contact', lazy: () => import('../features/contact/routes/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
      { path: '/corporate', lazy: () => import('../features/contact/routes/CorporatePage.tsx').then((m) => ({ Component: m.CorporatePage })) },
      { path: '/partner-new', lazy: () => import('../features/host-signup/routes/HostSignUpPage.tsx').then((m) => ({ Component: m.HostSignUpPage })) },
      { path: '/partner-contact', lazy: () => import('../features/contact/routes/PartnerContactPage.tsx').then((m) => ({ Component: m.PartnerContactPage })) },
      { path: '/give-back', lazy: () => import('../features/nominations/routes/GiveBackPage.tsx').then((m) => ({ Component: m.GiveBackPage })) },
      { path: '/sports-weekend', lazy: () => import('../features/nominations/routes/SportsWeekendPage.tsx').then((m) => ({ Component: m.SportsWeekendPage })) },
      { path: '/career', lazy: () => import('../features/careers/routes/CareersPage.tsx').then((m) => ({ Component: m.CareersPage })) },
      { path: '/career-detail/:id', lazy: () => import('../features/careers/routes/CareerDetailPage.tsx').then((m) => ({ Component: m.CareerDetailPage })) },
      { path: '/career-form/:id', lazy: () => import('../features/careers/routes/CareerFormPage.tsx').then((m) => ({ Component: m.CareerFormPage })) },
      { path: '/plan-my-weekend', lazy: () => import('../features/planner/routes/PlannerPage.tsx').then((m) => ({ Component: m.PlannerPage })) },
      { path: '/confirm/:id', lazy: () => import('../features/confirmation/routes/ConfirmEmailPage.tsx').then((m) => ({ Component: m.ConfirmEmailPage })) },
      { path: '/unsubscribe', lazy: () => import('../features/newsletter/routes/UnsubscribePage.tsx').then((m) => ({ Component: m.UnsubscribePage })) },
      { path: '/cart-reminders/off', lazy: () => import('../features/cart-reminders/routes/CartRemindersOffPage.tsx').then((m) => ({ Component: m.CartRemindersOffPage })) },
      { path: '/checkout', lazy: () => import('../features/checkout/routes/CheckoutPage.tsx').then((m) => ({ Component: m.CheckoutPage })) },
      { path: '/checkout/:userId', lazy: () => import('../features/checkout/routes/CheckoutPage.tsx').then((m) => ({ Component: m.CheckoutPage })) },
      { path: '/booking/:userId', lazy: () => import('../features/order/routes/OrderSuccessPage.tsx').then((m) => ({ Component: m.OrderSuccessPage })) },
      { path: '/logout', lazy: () => import('../features/auth/routes/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })) },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', lazy: () => import('../features/auth/routes/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
          { path: '/register', lazy: () => import('../features/auth/routes/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })) },
          { path: '/corporate/:name/register', lazy: () => import('../features/auth/routes/CorporateRegisterPage.tsx').then((m) => ({ Component: m.CorporateRegisterPage })) },
          { path: '/forgot-password', lazy: () => import('../features/recovery/routes/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })) },
        ],
      },
      {
        element: <LoggedInOnly />,
        children: [
          { path: '/customer/dashboard', element: <Navigate to="/customer/dashboard/profile" replace /> },
          { path: '/customer/dashboard/:tab', lazy: () => import('../features/dashboard/routes/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })) },
          { path: '/customer/dashboard/bookings/:bookedItemId', lazy: () => import('../features/dashboard/routes/VoucherPage.tsx').then((m) => ({ Component: m.VoucherPage })) },
          // The host area and the back office route their own pages (features/vendor/routes.tsx, features/admin/routes.tsx).
          { path: '/vendor/dashboard/*', lazy: () => import('../features/vendor/routes.tsx').then((m) => ({ Component: m.VendorRoutes })) },
          // A corporate's HR team: its awards and figures (the page and the API check isCorporateAdmin).
          { path: '/corporate-admin', lazy: () => import('../features/corporate-admin/routes/CorporateAdminPage.tsx').then((m) => ({ Component: m.CorporateAdminPage })) },
        ],
      },
      {
        element: <AdminOnly />,
        children: [
          { path: '/admin/*', lazy: () => import('../features/admin/routes.tsx').then((m) => ({ Component: m.AdminRoutes })) },
        ],
      },
      { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  // The sandbox gateway's hosted pages stand for a card processor's, so they have their own plain frame.
  {
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { path: '/pay/sandbox/:sessionId', lazy: () => import('../features/payment/routes/SandboxPayPage.tsx').then((m) => ({ Component: m.SandboxPayPage })) },
      { path: '/pay/sandbox/:sessionId/challenge', lazy: () => import('../features/payment/routes/SandboxChallengePage.tsx').then((m) => ({ Component: m.SandboxChallengePage })) },
    ],
  },
]);
