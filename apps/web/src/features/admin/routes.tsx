import { Suspense } from 'react';
import { lazy } from '../../lib/lazy.ts';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './shell/AdminLayout.tsx';
import { useStaffRole } from './shell/access.ts';
import { NotForYourRole } from './shell/NotForYourRole.tsx';
import { sectionsFor } from './shell/sections.ts';

/**
 * The back office's own routes, under /admin/*: the app's router knows only this one lazy entry, so the visitor's
 * first download carries none of the back office's page list. New sections add their routes here.
 */
const OverviewPage = lazy(() => import('./overview/OverviewPage.tsx').then((m) => ({ default: m.OverviewPage })));
const AuditPage = lazy(() => import('./audit/AuditPage.tsx').then((m) => ({ default: m.AuditPage })));
const HostsPage = lazy(() => import('./hosts/HostsPage.tsx').then((m) => ({ default: m.HostsPage })));
const HostDetailPage = lazy(() => import('./hosts/HostDetailPage.tsx').then((m) => ({ default: m.HostDetailPage })));
const CustomersPage = lazy(() => import('./hosts/CustomersPage.tsx').then((m) => ({ default: m.CustomersPage })));
const PayoutsPage = lazy(() => import('./hosts/PayoutsPage.tsx').then((m) => ({ default: m.PayoutsPage })));
const InboxPage = lazy(() => import('./inbox/InboxPage.tsx').then((m) => ({ default: m.InboxPage })));
const MailPage = lazy(() => import('./mail/MailPage.tsx').then((m) => ({ default: m.MailPage })));
const ContentPage = lazy(() => import('./content/ContentPage.tsx').then((m) => ({ default: m.ContentPage })));
const ApprovalsPage = lazy(() => import('./approvals/ApprovalsPage.tsx').then((m) => ({ default: m.ApprovalsPage })));
const OrdersPage = lazy(() => import('./commerce/OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() =>
  import('./commerce/OrderDetailPage.tsx').then((m) => ({ default: m.OrderDetailPage })),
);
const PassesPage = lazy(() => import('./commerce/PassesPage.tsx').then((m) => ({ default: m.PassesPage })));
const PromoCodesPage = lazy(() => import('./commerce/PromoCodesPage.tsx').then((m) => ({ default: m.PromoCodesPage })));
const CataloguePage = lazy(() => import('./catalogue/CataloguePage.tsx').then((m) => ({ default: m.CataloguePage })));
const CorporatesPage = lazy(() =>
  import('./corporates/CorporatesPage.tsx').then((m) => ({ default: m.CorporatesPage })),
);
const InvoicesPage = lazy(() => import('./corporates/InvoicesPage.tsx').then((m) => ({ default: m.InvoicesPage })));
const CorporateDetailPage = lazy(() =>
  import('./corporates/CorporateDetailPage.tsx').then((m) => ({ default: m.CorporateDetailPage })),
);

const StaffPage = lazy(() => import('./staff/StaffPage.tsx').then((m) => ({ default: m.StaffPage })));

/** /admin itself, or an address that names no page: the first section the member's role may use. */
function FirstSection() {
  const first = sectionsFor(useStaffRole())[0];
  return first ? <Navigate to={first.to} replace /> : <NotForYourRole />;
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<FirstSection />} />
        <Route
          path="overview"
          element={
            <Suspense fallback={null}>
              <OverviewPage />
            </Suspense>
          }
        />
        <Route
          path="audit"
          element={
            <Suspense fallback={null}>
              <AuditPage />
            </Suspense>
          }
        />
        <Route
          path="approvals/:tab"
          element={
            <Suspense fallback={null}>
              <ApprovalsPage />
            </Suspense>
          }
        />
        <Route path="catalogue" element={<Navigate to="/admin/catalogue/categories" replace />} />
        <Route
          path="catalogue/:tab/:id?"
          element={
            <Suspense fallback={null}>
              <CataloguePage />
            </Suspense>
          }
        />
        <Route
          path="orders"
          element={
            <Suspense fallback={null}>
              <OrdersPage />
            </Suspense>
          }
        />
        <Route
          path="orders/:id"
          element={
            <Suspense fallback={null}>
              <OrderDetailPage />
            </Suspense>
          }
        />
        <Route
          path="passes"
          element={
            <Suspense fallback={null}>
              <PassesPage />
            </Suspense>
          }
        />
        <Route
          path="promo-codes"
          element={
            <Suspense fallback={null}>
              <PromoCodesPage />
            </Suspense>
          }
        />
        <Route
          path="hosts"
          element={
            <Suspense fallback={null}>
              <HostsPage />
            </Suspense>
          }
        />
        <Route
          path="hosts/:id"
          element={
            <Suspense fallback={null}>
              <HostDetailPage />
            </Suspense>
          }
        />
        <Route
          path="customers"
          element={
            <Suspense fallback={null}>
              <CustomersPage />
            </Suspense>
          }
        />
        <Route
          path="payouts"
          element={
            <Suspense fallback={null}>
              <PayoutsPage />
            </Suspense>
          }
        />
        <Route
          path="corporates"
          element={
            <Suspense fallback={null}>
              <CorporatesPage />
            </Suspense>
          }
        />
        <Route
          path="corporate-invoices"
          element={
            <Suspense fallback={null}>
              <InvoicesPage />
            </Suspense>
          }
        />
        <Route
          path="corporates/:id"
          element={
            <Suspense fallback={null}>
              <CorporateDetailPage />
            </Suspense>
          }
        />
        <Route path="inbox" element={<Navigate to="/admin/inbox/interest" replace />} />
        <Route
          path="inbox/:tab"
          element={
            <Suspense fallback={null}>
              <InboxPage />
            </Suspense>
          }
        />
        <Route
          path="mail"
          element={
            <Suspense fallback={null}>
              <MailPage />
            </Suspense>
          }
        />
        <Route path="content" element={<Navigate to="/admin/content/posts" replace />} />
        <Route
          path="content/:tab/:id?"
          element={
            <Suspense fallback={null}>
              <ContentPage />
            </Suspense>
          }
        />
        <Route
          path="staff"
          element={
            <Suspense fallback={null}>
              <StaffPage />
            </Suspense>
          }
        />
        <Route path="*" element={<FirstSection />} />
      </Route>
    </Routes>
  );
}
