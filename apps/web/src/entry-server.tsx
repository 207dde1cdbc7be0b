import i18n, { loadArabic, wordsReady } from './lib/i18n.ts';
// eslint-disable-next-line no-restricted-imports -- the server renders both languages: it loads the wording at start.
import { loadMessageWording } from './lib/messageWording.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { directionOf, languageBase, LANGUAGES, splitLanguage, type Language } from '@weekends/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { text } from 'node:stream/consumers';
import { AppContext } from './app/AppContext.tsx';
import { appRoutes } from './app/routes.tsx';
import { setApiTransport } from './lib/api.ts';
import { setPageLanguage } from './lib/format/index.ts';
import { QUERY_DEFAULTS } from './app/queryDefaults.ts';

/**
 * The server's renderer for the public pages: the page's HTML with its data, so the first paint, search engines and
 * share previews need no JavaScript; the browser then hydrates it (main.tsx, app/start.tsx).
 *
 * How the data gets in without each page listing its queries: the page is rendered, every public query it asked for
 * and does not have yet is fetched, and it is rendered again, until it asks for nothing new (an activity's reviews
 * wait for the activity, so that page takes three rounds). The queries fetched are handed to the browser in the page,
 * so its first render is the server's. Who is signed in is not the server's business here: the session, cart,
 * favourites and anything under 'account' are left for the browser, which renders them as still loading at first,
 * exactly as the server did, then fills them in.
 */

/** The first part of the query keys whose answers are the same for every visitor. */
const PUBLIC_QUERIES = new Set([
  'home',
  'listing',
  'activity',
  'passes',
  'blog',
  'lookups',
  'cities',
  'info',
  'careers',
]);
/** More rounds than any page needs; a page that keeps asking is rendered with what it has. */
const MAX_ROUNDS = 4;

/**
 * One handler per language for the process (the pages' lazy modules are loaded once and kept): an Arabic page's
 * router works under /ar, as the browser's does (app/router.tsx), so its links come out as /ar/... .
 */
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(appRoutes, { basename: languageBase(language) || undefined }),
  ]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/**
 * The pages of both languages render at the same time in this process, so each render reads its own: the words from an
 * i18next instance per language (sharing one store of strings), the prices and dates through the language of the
 * render in progress, which AsyncLocalStorage follows across the render's awaits.
 */
const translators: Record<Language, typeof i18n> = { en: i18n, ar: i18n.cloneInstance({ lng: 'ar' }) };
const rendering = new AsyncLocalStorage<Language>();
setPageLanguage(() => rendering.getStore() ?? 'en');

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The fetched queries, as JSON (`<` escaped, so the text cannot close the element it is written into). */
  state: string;
  /** The page's language and writing direction, for the `<html>` element. */
  language: Language;
  dir: 'ltr' | 'rtl';
}

/**
 * Where the API is for the renderer: the server passes a function that calls the API in its own process. Resolves once
 * the renderer has every language's words for what has loaded so far.
 */
export async function configure(options: {
  api: (url: string, init: RequestInit) => Promise<Response>;
}): Promise<void> {
  // The API answers the catalogue's content in the language of the page being rendered.
  setApiTransport(options.api, () => rendering.getStore() ?? 'en');
  await Promise.all([loadArabic(), loadMessageWording()]);
  await wordsReady();
}

const wanted = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  PUBLIC_QUERIES.has(String(query.queryKey[0])) &&
  (query.options as { enabled?: unknown }).enabled !== false;

/** Renders a tree to a string once everything in it (lazy parts too) is ready; fails when `signal` aborts. */
async function renderAll(element: ReactNode, signal?: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Every part inline, where it belongs: React would otherwise move a large finished part to the end of the page
    // with an inline script to put it back, which the Content-Security-Policy (no inline scripts) forbids, and
    // which a reader without JavaScript would never see.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await text(prelude);
  // An aborted prerender still ends, with the unfinished parts as their fallbacks: not a page to send.
  signal?.throwIfAborted();
  return html;
}

/**
 * The page at `url` (a path with its query), or null when it is not one the server renders as it is (a redirect or a
 * route error): the server then sends the app's shell and the browser renders the page itself.
 */
export async function render(url: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://localhost');
  const { language } = splitLanguage(address.pathname);
  return rendering.run(language, () => renderIn(language, address, signal));
}

async function renderIn(language: Language, address: URL, signal?: AbortSignal): Promise<RenderedPage | null> {
  const handler = handlers[language];
  const request = new Request(address, { signal });
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false } } });
  const app = (
    <StrictMode>
      <I18nextProvider i18n={translators[language]}>
        <AppContext queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppContext>
      </I18nextProvider>
    </StrictMode>
  );

  let html = await renderAll(app, signal);
  const tried = new Set<string>();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const missing = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => wanted(query) && !tried.has(query.queryHash) });
    if (missing.length === 0) break;
    for (const query of missing) tried.add(query.queryHash);
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    signal?.throwIfAborted();
    // A failed query (an unknown slug) goes back to pending and is left to the browser, which asks again and shows
    // its own answer: rendered here as an error, it would not match the browser's first render, which is loading.
    for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }))
      query.reset();
    html = await renderAll(app, signal);
  }
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  queryClient.clear();
  return { html, state, language, dir: directionOf(language) };
}
