import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './shell/AdminLayout.tsx';

/**
 * The back office's own routes, under /admin/*: the app's router knows only this one lazy entry, so the visitor's
 * first download carries none of the back office's page list. New sections add their routes here.
 */
const ApprovalsPage = lazy(() => import('./approvals/ApprovalsPage.tsx').then((m) => ({ default: m.ApprovalsPage })));

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/approvals/hosts" replace />} />
        <Route
          path="approvals/:tab"
          element={
            <Suspense fallback={null}>
              <ApprovalsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to="/admin/approvals/hosts" replace />} />
      </Route>
    </Routes>
  );
}
