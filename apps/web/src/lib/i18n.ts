import i18n, { type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, splitLanguage, type Language } from '@weekends/shared';
import { setPageLanguage } from './format/index.ts';
import { isArabic } from './format/language.ts';
import common from '../locales/en/common.json';
import shell from '../locales/en/shell.json';

/**
 * The string catalogue: every user-visible string lives in locales/<language>/<namespace>.json, English and Arabic.
 * 'common' and 'shell' (the header, footer and error pages) load with the app. Each feature's namespace loads with
 * that feature's code through addNamespace (see the features' i18n.ts files), so a first page does not download every
 * page's words (the first page's JavaScript budget, docs/WEB.md).
 *
 * English is bundled with the code that uses it. Arabic is a separate file per namespace, fetched as the feature's
 * code loads and only by a page in Arabic, so an English page carries no Arabic and the other way round costs one
 * small file per namespace. A page's language is its address's (/ar/...): it does not change without a new page, so
 * the browser holds one language; the server renders both, each page with its own instance (entry-server.tsx).
 */

type Strings = Record<string, unknown>;
type ArabicLoader = () => Promise<{ default: Strings }>;

/** The language this browser page is in (the server renders both, and starts in English). */
export const pageLanguage: Language = import.meta.env.SSR
  ? DEFAULT_LANGUAGE
  : splitLanguage(globalThis.location?.pathname ?? '/').language;

const arabicLoaders = new Map<string, ArabicLoader>([
  ['common', () => import('../locales/ar/common.json')],
  ['shell', () => import('../locales/ar/shell.json')],
]);

void i18n.use(initReactI18next).init({
  lng: pageLanguage,
  fallbackLng: 'en',
  resources: { en: { common, shell } },
  ns: ['common', 'shell'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // The resources are added before anything renders with them; nothing to wait for.
  initAsync: false,
});

// The browser's prices and dates are in the page's language; the server sets its own source (entry-server.tsx).
if (!import.meta.env.SSR) setPageLanguage(() => i18n.language);

/** Whether this process needs Arabic strings: the server always (it renders both), a browser on an Arabic page. */
const wantsArabic = () => import.meta.env.SSR || i18n.language === 'ar';

async function addArabic(ns: string): Promise<void> {
  const load = arabicLoaders.get(ns);
  if (!load || i18n.hasResourceBundle('ar', ns)) return;
  const { default: strings } = await load();
  if (!i18n.hasResourceBundle('ar', ns)) i18n.addResourceBundle('ar', ns, strings);
}

/**
 * Arabic words on their way. A module that registers a namespace (addNamespace) is evaluated at once, without waiting
 * for them: a top-level await there made every importer asynchronous, and the bundler then split the first page into
 * more chunks (397 files in the build instead of 354, 7.6 KB more on the home page). Instead, whatever loads a module
 * that may register words waits here before showing it: the routes' lazy pages and lazy parts (lib/lazy.ts), the
 * app's start and the server's render.
 */
const arriving = new Set<Promise<unknown>>();
/** Downloads that failed (offline for a moment), made again by the next wait: a part's Retry then gets its words. */
const failed = new Set<() => Promise<unknown>>();

function track(load: () => Promise<unknown>): void {
  const loading = load();
  arriving.add(loading);
  // Settled either way, it is no longer awaited; a failure reaches whoever awaits wordsReady, as a failed chunk would.
  loading.then(
    () => arriving.delete(loading),
    () => {
      arriving.delete(loading);
      failed.add(load);
    },
  );
}

/** Resolves once the words of every namespace registered so far (and of those they register) are here. */
export async function wordsReady(): Promise<void> {
  for (const load of failed) {
    failed.delete(load);
    track(load);
  }
  while (arriving.size > 0) await Promise.all(arriving);
}

/**
 * Adds a namespace: its English strings at once, and its Arabic ones when this page is in Arabic (or on the server),
 * on their way until wordsReady resolves. Called at the top of the module that owns them.
 */
export function addNamespace(ns: string, strings: Strings, arabic: ArabicLoader): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, strings);
  arabicLoaders.set(ns, arabic);
  if (wantsArabic()) track(() => addArabic(ns));
}

/** Arabic words that are not a namespace's (the messages' wording, lib/messages.ts), asked for so far. */
const otherArabic = new Set<() => Promise<void>>();

/**
 * Asks for Arabic words other than a namespace's, loaded as addNamespace loads a namespace's Arabic: at once on an
 * Arabic page or the server, awaited by wordsReady; never on an English page.
 */
export function arabicWords(load: () => Promise<void>): void {
  otherArabic.add(load);
  if (wantsArabic()) track(load);
}

/** Loads every Arabic word asked for so far (the server at start, and tests that render in Arabic). */
export async function loadArabic(): Promise<void> {
  await Promise.all([...[...arabicLoaders.keys()].map(addArabic), ...[...otherArabic].map((load) => load())]);
}

// The app's own words.
if (wantsArabic()) track(loadArabic);

/** A namespace's words, each worded once per page language and options, then read from a map. */
export type Words = (key: string, options?: TOptions) => string;

/** Words worded so far, by language, namespace, key and options; emptied when it grows past a page's worth. */
const worded = new Map<string, string>();
const WORDED_AT_MOST = 5_000;

/**
 * The words of a part drawn many times on one page (an activity card, its price, stars and buttons), in the page's
 * language. `useTranslation` resolves the namespace and key, runs plurals and interpolation on every call and
 * subscribes every card to i18next's events: on a phone at 4x slowdown that was 160 ms of the home page's start
 * (each of ~25 cards calling it in six components). These words are the same for every card, or differ only by a
 * number, so each is worded once. A page's language does not change without a new page, and the server reads the
 * language of the page it is rendering (setPageLanguage), whose words share this instance's store. A key not loaded
 * yet (i18next answers the key itself, or the English for an Arabic page) is not kept: it is worded again once its
 * namespace is there.
 */
export function wordsOf(ns: string): Words {
  const lng = isArabic(undefined) ? 'ar' : 'en';
  return (key, options) => {
    const id = `${lng}\0${ns}\0${key}\0${JSON.stringify(options)}`;
    let text = worded.get(id);
    if (text === undefined) {
      text = i18n.t(key, { ...options, ns, lng }) as string;
      if (worded.size >= WORDED_AT_MOST) worded.clear();
      // Not kept either: an Arabic page's word from a namespace whose Arabic has not come yet (English, the fallback).
      if (text !== key && (lng === 'en' || i18n.hasResourceBundle(lng, ns))) worded.set(id, text);
    }
    return text;
  };
}

export default i18n;
