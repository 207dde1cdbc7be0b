import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';
import shell from '../locales/en/shell.json';

/**
 * The string catalogue: every user-visible string lives in locales/en/<namespace>.json.
 * 'common' and 'shell' (the header, footer and error pages) load with the app. Each feature's namespace loads
 * with that feature's code through addNamespace (see the features' i18n.ts files), so a first page does not
 * download every page's words (the first page's JavaScript budget, docs/WEB.md). Arabic (RTL) comes later.
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { common, shell } },
  ns: ['common', 'shell'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a namespace's English strings; called as the module that owns them loads, before anything renders with them. */
export function addNamespace(ns: string, strings: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, strings);
}

export default i18n;
