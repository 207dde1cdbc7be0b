import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The string catalogue: every user-visible string lives in locales/en/<namespace>.json.
 * Each feature owns a namespace file; 'common' holds the shell's words. Arabic (RTL) comes later.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const en: Record<string, Record<string, unknown>> = {};
for (const [file, mod] of Object.entries(modules)) {
  const ns = file.split('/').pop()!.replace('.json', '');
  en[ns] = mod.default;
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
