import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from './header/Header.tsx';
import { Footer } from './footer/Footer.tsx';
import { ConfirmationPrompt } from '../components/confirmation/ConfirmationPrompt.tsx';
import { PendingNotice } from '../components/confirmation/PendingNotice.tsx';
import { NewsletterPopup } from '../components/newsletter/NewsletterPopup.tsx';

/**
 * Every first page load has the location key 'default', so keyed by it a new address typed into the same tab would
 * open at the previous page's scroll position; first loads are keyed by their address instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

export function Layout() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-screen flex-col">
      {/* Keyboard users jump past the header; main takes focus (tabIndex -1) so the next Tab starts there. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-800 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3 focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-brand-800"
      >
        {t('skipLink')}
      </a>
      <Header />
      {/* Under the sticky header, scrolling away with the page: a reminder, not a permanent bar. */}
      <PendingNotice />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* 'Lets Confirm Your Email Address': once for the whole app, opened by sign-up and by the Pending notice. */}
      <ConfirmationPrompt />
      {/* The newsletter pop-up: a timer here; its dialog downloads after 60 s, for visitors only. */}
      <NewsletterPopup />
      {/* Every page opens at the top; Back restores the previous position. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
