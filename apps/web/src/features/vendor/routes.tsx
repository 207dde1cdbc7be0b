import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { VendorLayout } from './shell/VendorLayout.tsx';

/**
 * The host area's own routes, under /vendor/dashboard/*. The app's router knows only this one lazy entry, so the
 * visitor's first download carries none of the host area's page list; each page here loads when it is opened.
 */
const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: m[name]! })));

const AccountSettingsPage = page(() => import('./account/AccountSettingsPage.tsx'), 'AccountSettingsPage');
const ManageActivitiesPage = page(() => import('./activities/ManageActivitiesPage.tsx'), 'ManageActivitiesPage');
const AddActivityPage = page(() => import('./activities/AddActivityPage.tsx'), 'AddActivityPage');
const EditActivityPage = page(() => import('./activities/EditActivityPage.tsx'), 'EditActivityPage');
const AvailabilityPage = page(() => import('./availability/AvailabilityPage.tsx'), 'AvailabilityPage');
const BookingsPage = page(() => import('./sales/BookingsPage.tsx'), 'BookingsPage');
const ManifestPage = page(() => import('./sales/ManifestPage.tsx'), 'ManifestPage');
const HostReviewsPage = page(() => import('./sales/HostReviewsPage.tsx'), 'HostReviewsPage');
const PayoutsPage = page(() => import('./sales/PayoutsPage.tsx'), 'PayoutsPage');

/** A page inside the layout: the tabs stay while its code loads. */
function At({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

export function VendorRoutes() {
  return (
    <Routes>
      <Route element={<VendorLayout />}>
        <Route index element={<At Page={AccountSettingsPage} />} />
        <Route path="account/:section" element={<At Page={AccountSettingsPage} />} />
        <Route path="activities" element={<At Page={ManageActivitiesPage} />} />
        <Route path="activities/new" element={<At Page={AddActivityPage} />} />
        <Route path="activities/:id/edit" element={<At Page={EditActivityPage} />} />
        <Route path="activities/:id/availability" element={<At Page={AvailabilityPage} />} />
        <Route path="bookings" element={<At Page={BookingsPage} />} />
        <Route path="bookings/manifest" element={<At Page={ManifestPage} />} />
        <Route path="reviews" element={<At Page={HostReviewsPage} />} />
        <Route path="payouts" element={<At Page={PayoutsPage} />} />
        <Route path="*" element={<Navigate to="/vendor/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
