import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazy } from '../../lib/lazy.ts';
import { Navigate, Route, Routes } from 'react-router';
import { HOST_AREA_PAGES, type HostAreaPage } from '@weekends/shared';
import { VendorLayout } from './shell/VendorLayout.tsx';

/**
 * The host area's own routes, under /vendor/dashboard/*. The app's router knows only this one lazy entry, so the
 * visitor's first download carries none of the host area's page list; each page here loads when it is opened.
 */
const page = <T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: m[name]! })));

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

/**
 * The page of each path in the shared host-area table, which the server answers 200 for (TypeScript wants them all).
 */
const PAGES: Record<HostAreaPage, ComponentType> = {
  accountSettings: AccountSettingsPage,
  accountSection: AccountSettingsPage,
  activities: ManageActivitiesPage,
  addActivity: AddActivityPage,
  editActivity: EditActivityPage,
  availability: AvailabilityPage,
  bookings: BookingsPage,
  guestList: ManifestPage,
  reviews: HostReviewsPage,
  payouts: PayoutsPage,
};

export function VendorRoutes() {
  return (
    <Routes>
      <Route element={<VendorLayout />}>
        {(Object.keys(HOST_AREA_PAGES) as HostAreaPage[]).map((name) =>
          HOST_AREA_PAGES[name] ? (
            <Route key={name} path={HOST_AREA_PAGES[name]} element={<At Page={PAGES[name]} />} />
          ) : (
            <Route key={name} index element={<At Page={PAGES[name]} />} />
          ),
        )}
        <Route path="*" element={<Navigate to="/vendor/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
