import { useState } from 'react';
import { useLocation } from 'react-router';
import { localizedPath } from '@weekends/shared';
import i18n from '../lib/i18n.ts';
import { rememberLanguage } from '../lib/languageChoice.ts';
import arabic from '../locales/ar/suggestion.json';

// Shown on an English page to a reader whose browser asks for Arabic, so it speaks Arabic: only this small namespace
// comes with it, not the Arabic page's words.
i18n.addResourceBundle('ar', 'suggestion', arabic, true, true);
const t = i18n.getFixedT('ar', 'suggestion');

/**
 * The one-line offer of the Arabic page to a reader whose browser's first language is Arabic (lib/languageChoice.ts
 * says when). Either answer is remembered and the line does not come back; it sits over the page's bottom edge, so
 * nothing moves when it appears.
 */
export function LanguageSuggestion() {
  const location = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const href = localizedPath('ar', location.pathname) + location.search + location.hash;
  return (
    <section
      aria-label={t('label')}
      lang="ar"
      dir="rtl"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-800">
        <p className="flex-1 font-medium">{t('text')}</p>
        <a
          href={href}
          hrefLang="ar"
          onClick={() => rememberLanguage('ar')}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('switch')}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setOpen(false);
          }}
          className="inline-flex min-h-11 items-center rounded-full px-4 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
}
