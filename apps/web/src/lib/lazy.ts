// eslint-disable-next-line no-restricted-imports -- the one place React.lazy is wrapped
import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { wordsReady } from './i18n.ts';

/**
 * A module loaded on demand may register its words (addNamespace), whose Arabic then comes separately: it is shown
 * once they have, so an Arabic page never draws a part in English first (lib/i18n.ts, wordsReady).
 */
export async function withWords<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading;
  await wordsReady();
  return loaded;
}

/** React.lazy, shown once the part's words are here in the page's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy puts on its component
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() => withWords(load()));
}

/** The routes with each lazy page shown once its words are here, in the browser and on the server alike. */
export function routesWithWords(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children } = route;
    const withLoad = typeof load === 'function' ? { ...route, lazy: () => withWords(load()) } : route;
    return (children ? { ...withLoad, children: routesWithWords(children) } : withLoad) as RouteObject;
  });
}
