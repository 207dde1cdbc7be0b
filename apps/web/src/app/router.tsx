import { createBrowserRouter } from 'react-router';
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
      { path: '/plan-my-weekend', lazy: () => import('../features/planner/routes/PlannerPage.tsx').then((m) => ({ Component: m.PlannerPage })) },
      { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
