import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazy } from '../../../lib/lazy.ts';

/**
 * The Catalogue section's tabs, in the order they show: /admin/catalogue/{id}. A new tab is one more entry here (its
 * label under catalogue.tabs in admin.json); each loads its own code when first opened.
 */
export interface CatalogueTab {
  id: string;
  /** Key of the 'admin' namespace. */
  labelKey: string;
  Component: LazyExoticComponent<ComponentType>;
}

export const CATALOGUE_TABS: readonly CatalogueTab[] = [
  {
    id: 'categories',
    labelKey: 'catalogue.tabs.categories',
    Component: lazy(() => import('./categories/CategoriesTab.tsx').then((m) => ({ default: m.CategoriesTab }))),
  },
  {
    id: 'places',
    labelKey: 'catalogue.tabs.places',
    Component: lazy(() => import('./places/PlacesTab.tsx').then((m) => ({ default: m.PlacesTab }))),
  },
  {
    id: 'lists',
    labelKey: 'catalogue.tabs.lists',
    Component: lazy(() => import('./lists/ListsTab.tsx').then((m) => ({ default: m.ListsTab }))),
  },
  {
    id: 'slides',
    labelKey: 'homePage.tabs.slides',
    Component: lazy(() => import('./home-page/SlidesTab.tsx').then((m) => ({ default: m.SlidesTab }))),
  },
  {
    id: 'home',
    labelKey: 'homePage.tabs.home',
    Component: lazy(() => import('./home-page/HomeSectionsTab.tsx').then((m) => ({ default: m.HomeSectionsTab }))),
  },
  {
    id: 'settings',
    labelKey: 'homePage.tabs.settings',
    Component: lazy(() => import('./home-page/SettingsTab.tsx').then((m) => ({ default: m.SettingsTab }))),
  },
  {
    id: 'activities',
    labelKey: 'homePage.tabs.activities',
    Component: lazy(() => import('./activities/ActivitiesTab.tsx').then((m) => ({ default: m.ActivitiesTab }))),
  },
];
