import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toSearchParams } from '../../../lib/api.ts';

/**
 * Step 3: the server's 'Your password changed successfully' and Login Now, with the address filled in on the login
 * page.
 */
export function DoneStep({ email, message }: { email: string; message: string }) {
  const { t } = useTranslation('recovery');
  const heading = useRef<HTMLHeadingElement>(null);
  // The forms are gone; focus moves to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center" role="status">
      <span
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-lg font-bold text-slate-900 focus:outline-none">
        {message}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('done.body')}</p>
      <Link
        to={`/login?${toSearchParams({ email }).toString()}`}
        className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('done.login')}
      </Link>
    </div>
  );
}
