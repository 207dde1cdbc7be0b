import type { MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_SHORT_NAMES,
  localizedPath,
  DEFAULT_LANGUAGE,
  type Language,
} from '@weekends/shared';
import { api } from '../../lib/api.ts';
import { rememberLanguage } from '../../lib/languageChoice.ts';
import { currentUserQuery } from '../../lib/session.ts';

/**
 * The same page in the other language. A link, not a button: the other language is another address (/ar/...) that
 * the server renders in that language from the start, so it opens as a new page (the router under /ar never leaves
 * it), and a reader without JavaScript can follow it too.
 */
const TONES = {
  dark: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600',
  light: '-ms-3 text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white',
};

export function LanguageSwitch({ tone = 'dark' }: { tone?: keyof typeof TONES }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const other: Language = current === 'ar' ? 'en' : 'ar';
  const href = localizedPath(other, location.pathname) + location.search + location.hash;
  const queryClient = useQueryClient();

  function choose(event: MouseEvent<HTMLAnchorElement>) {
    rememberLanguage(other);
    // A signed-in customer keeps the choice on the account too, so the mails we send them come in it. Read from the
    // cache, not asked for: the switch never fetches the session itself.
    const user = queryClient.getQueryData(currentUserQuery.queryKey);
    if (!user || user.isGuest) return;
    const saved = api.put('/api/me/language', { body: { language: other } }).catch(() => undefined);
    // A plain click waits for the save, then opens the page (whatever the answer); a click for a new tab goes at once.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void saved.then(() => window.location.assign(href));
  }
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={choose}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 sm:px-3 ${TONES[tone]}`}
    >
      <GlobeIcon />
      {/* A phone shows the short name; the link's name is the whole one everywhere. */}
      <span aria-hidden="true" className="sm:hidden">
        {LANGUAGE_SHORT_NAMES[other]}
      </span>
      <span className="sr-only sm:not-sr-only">{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}

/** Left out on a phone, where the header's row has no room to spare. */
function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      className="hidden sm:block"
    >
      <circle cx="10" cy="10" r="7.5" />
      <path
        d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z"
        strokeLinejoin="round"
      />
    </svg>
  );
}
