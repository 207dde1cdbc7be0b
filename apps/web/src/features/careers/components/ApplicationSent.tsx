import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** After a stored application: the server's thanks, what happens next and where to go. Focus moves here. */
export function ApplicationSent({ message }: { message: string }) {
  const { t } = useTranslation('careers');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form was long; the thanks replaces it, so bring it into view under the sticky header, then announce it.
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/60">
        <svg
          viewBox="0 0 24 24"
          width="32"
          height="32"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none">
        {t('done.heading')}
      </h2>
      <p className="mt-3 max-w-md text-slate-700">{message}</p>
      <p className="mt-3 max-w-md text-sm text-slate-500">{t('done.next')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/career"
          className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('done.openings')}
        </Link>
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('done.home')}
        </Link>
      </div>
    </div>
  );
}
