import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { unsubscribeQuery } from '../api.ts';
import '../../../components/newsletter/i18n.ts';

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The mailed link's page, /unsubscribe?email=…&token=… (spec 001 sections 2 and 4). It unsubscribes once on load and
 * shows the spec's sentence (done, or already done) with Go to Homepage. A link whose token does not match its
 * address shows the server's words; a failed request says so and offers to try again (DESIGN 5).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  usePageMeta(t('unsubscribe.title'), t('unsubscribe.description'));
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const wellFormed = email.length > 0 && token.length > 0;
  const unsubscribe = useQuery({ ...unsubscribeQuery({ email, token }), enabled: wellFormed });

  if (wellFormed && unsubscribe.isPending) {
    return (
      <Shell>
        <h1 className="text-xl font-bold text-slate-900">{t('unsubscribe.title')}</h1>
        <div role="status" className="mt-6 flex flex-col items-center gap-4">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
          <p className="text-sm text-slate-600">{t('unsubscribe.checking')}</p>
        </div>
      </Shell>
    );
  }

  if (unsubscribe.data) {
    const { alreadyUnsubscribed, message } = unsubscribe.data;
    return (
      <Shell>
        <Outcome tone="success" heading={t(alreadyUnsubscribed ? 'unsubscribe.alreadyHeading' : 'unsubscribe.doneHeading')} message={message} />
        <p className="mt-3 text-sm [overflow-wrap:anywhere] text-slate-500">{email}</p>
        <Link to="/" className={`mt-8 ${primaryButton}`}>
          {t('unsubscribe.home')}
        </Link>
        <p className="mt-6 text-xs text-slate-500">{t('unsubscribe.changedMind')}</p>
      </Shell>
    );
  }

  const error = unsubscribe.error;
  const answered = error instanceof ApiRequestError && error.body && error.status < 500;
  const message = !wellFormed ? t('unsubscribe.missing') : answered ? error.message : t('unsubscribe.networkError');
  return (
    <Shell>
      <Outcome tone="error" heading={t('unsubscribe.failedHeading')} message={message} />
      <div className="mt-8 flex flex-col items-center gap-4">
        {wellFormed && !answered && (
          <button type="button" onClick={() => void unsubscribe.refetch()} disabled={unsubscribe.isFetching} className={primaryButton}>
            {t('unsubscribe.retry')}
          </button>
        )}
        <Link
          to="/"
          className={
            wellFormed && !answered
              ? 'rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
              : primaryButton
          }
        >
          {t('unsubscribe.home')}
        </Link>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:p-10">{children}</div>
    </section>
  );
}

function Outcome({ tone, heading, message }: { tone: 'success' | 'error'; heading: string; message: string }) {
  const success = tone === 'success';
  return (
    <div role={success ? 'status' : 'alert'} className="flex flex-col items-center">
      <span
        className={`flex h-16 w-16 items-center justify-center rounded-full ring-8 ${success ? 'bg-brand-50 text-brand-700 ring-brand-50/50' : 'bg-red-50 text-red-600 ring-red-50/50'}`}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {success ? (
            <>
              <rect x="3" y="5" width="18" height="14" rx="2.5" />
              <path d="M3.5 7l8.5 6 8.5-6" />
            </>
          ) : (
            <path strokeWidth="2.8" d="M12 6v8M12 18.5v.01" />
          )}
        </svg>
      </span>
      <h1 className="mt-5 text-xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{message}</p>
    </div>
  );
}
