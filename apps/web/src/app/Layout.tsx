import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazy } from '../lib/lazy.ts';
import { Outlet, ScrollRestoration, useSearchParams, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from './header/Header.tsx';
import { OptionalBelowTheFold } from '../components/BelowTheFold.tsx';
import { pageLanguage } from '../lib/i18n.ts';
import { chosenLanguage, suggestsArabic } from '../lib/languageChoice.ts';
import { useSession } from '../lib/session.ts';

// Only a visitor coming back from a social sign-in started in the login pop-up needs it reopened: its code (and the
// pop-up's) is fetched for them alone.
const SocialReturnPrompt = lazy(() =>
  import('../features/social-login/SocialReturnPrompt.tsx').then((m) => ({ default: m.SocialReturnPrompt })),
);

// Only an unconfirmed customer sees the Pending notice and the confirmation pop-up, so their code is fetched for
// them alone; every visitor's first page stays within its JavaScript budget (170 KB gzipped).
const PendingNotice = lazy(() =>
  import('../features/confirmation/components/PendingNotice.tsx').then((m) => ({ default: m.PendingNotice })),
);
const ConfirmationPrompt = lazy(() =>
  import('../features/confirmation/components/ConfirmationPrompt.tsx').then((m) => ({ default: m.ConfirmationPrompt })),
);
// The newsletter pop-up cannot show before 60 s, so its timer's code arrives after the page has settled.
const NewsletterPopup = lazy(() =>
  import('../features/newsletter/components/NewsletterPopup.tsx').then((m) => ({ default: m.NewsletterPopup })),
);
const NEWSLETTER_TIMER_LOAD_MS = 20_000;
// The footer is below every page's fold: the server renders it in full, and its code (its links, the social icons, the
// categories) is fetched as the visitor scrolls near it, which keeps the first page within its JavaScript budget.
const Footer = lazy(() => import('./footer/Footer.tsx').then((m) => ({ default: m.Footer })));
/**
 * The footer's place, in its own colour, on a page drawn without the server's HTML until the visitor scrolls near it.
 * Not marked busy: nothing is on its way until then.
 */
const footerPlaceholder = <div className="min-h-[32rem] bg-brand-900" />;
/**
 * One element for every render of the frame: the frame draws again as the address or the session changes, and a part
 * that has not hydrated, handed new props, would have its server HTML thrown away and drawn afresh.
 */
const footer = (
  <OptionalBelowTheFold fallback={footerPlaceholder}>
    <Footer />
  </OptionalBelowTheFold>
);
// The offer of the Arabic page, for a reader whose browser asks for Arabic and who has not chosen yet.
const LanguageSuggestion = lazy(() =>
  import('./LanguageSuggestion.tsx').then((m) => ({ default: m.LanguageSuggestion })),
);

const noSubscription = () => () => {};
const browserSuggestsArabic = () =>
  suggestsArabic(pageLanguage, navigator.languages ?? [navigator.language], chosenLanguage());

/** After hydration: the server cannot know the browser's languages without varying its pages by them. */
const useSuggestsArabic = () => useSyncExternalStore(noSubscription, browserSuggestsArabic, () => false);

/** Mounts the newsletter pop-up's timer some seconds after arrival, counting its 60 s from the arrival itself. */
function DeferredNewsletterPopup() {
  const [arrivedAt] = useState(() => Date.now());
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), NEWSLETTER_TIMER_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <NewsletterPopup arrivedAt={arrivedAt} />
    </Suspense>
  ) : null;
}

/**
 * Every first page load has the location key 'default', so keyed by it a new address typed into the same tab would
 * open at the previous page's scroll position; first loads are keyed by their address instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * An unconfirmed customer's Pending notice (under the sticky header, scrolling away with the page) and the 'Lets
 * Confirm Your Email Address' pop-up (once for the whole app, opened by sign-up and by the notice). Who is here is
 * known only once the session's answer comes, after the page has hydrated; these parts read it themselves, so its
 * coming does not draw the whole frame again (the header, the footer's links) in the synchronous render React gives a
 * query's answer, a long task on a phone.
 */
function UnconfirmedParts() {
  const session = useSession();
  // Each in its own boundary: the notice shows as soon as its own code has come, not when the pop-up's has too (it
  // moves the page down, and later is likelier to be under a tap).
  return session.status === 'customer' && !session.user.isConfirmed ? (
    <>
      <Suspense fallback={null}>
        <PendingNotice />
      </Suspense>
      <Suspense fallback={null}>
        <ConfirmationPrompt />
      </Suspense>
    </>
  ) : null;
}

export function Layout() {
  const { t } = useTranslation('shell');
  // Latched: the prompt removes its parameters from the address at once and must stay mounted after.
  const [params] = useSearchParams();
  const [socialReturn, setSocialReturn] = useState(false);
  const suggestArabic = useSuggestsArabic();
  if (params.has('loginPrompt') && !socialReturn) setSocialReturn(true);
  return (
    <div className="flex min-h-screen flex-col">
      {/* Keyboard users jump past the header; main takes focus (tabIndex -1) so the next Tab starts there. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-800 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:px-5 focus:py-3 focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-brand-800"
      >
        {t('skipLink')}
      </a>
      <Header />
      <UnconfirmedParts />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {footer}
      {/* The login pop-up again, on the page a social sign-in started from it came back to (phone capture or a
          failure). */}
      {socialReturn && (
        <Suspense fallback={null}>
          <SocialReturnPrompt />
        </Suspense>
      )}
      {/* The newsletter pop-up: a timer here; its dialog downloads after 60 s, for visitors only. */}
      <DeferredNewsletterPopup />
      {suggestArabic && (
        <Suspense fallback={null}>
          <LanguageSuggestion />
        </Suspense>
      )}
      {/* A navigation opens a page at the top (or its #anchor); Back restores the previous position. The first page
          is left where the browser and the visitor put it (app/router.tsx). It scrolls with window.scrollTo, which
          follows the page's CSS: with scroll-behavior smooth on the page, a new page slid into place, so the page has
          none (a part that scrolls smoothly asks for it itself). */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
