import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { cartRemindersOffQuery } from '../api.ts';
import '../i18n.ts';

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const quietLink =
  'rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The page of the 'Turn them off' link in a cart reminder, /cart-reminders/off?token=…: it turns the reminders off once
 * on load and says so. A forged or damaged link shows the server's words; a failed request offers to try again.
 */
export function CartRemindersOffPage() {
  const { t } = useTranslation('cartReminders');
  usePageMeta(t('off.title'), t('off.description'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const off = useQuery({ ...cartRemindersOffQuery({ token }), enabled: token.length > 0 });

  if (token && off.isPending) {
    return (
      <Shell>
        <h1 className="text-xl font-bold text-slate-900">{t('off.title')}</h1>
        <div role="status" className="mt-6 flex flex-col items-center gap-4">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
          <p className="text-sm text-slate-600">{t('off.checking')}</p>
        </div>
      </Shell>
    );
  }

  if (off.data) {
    return (
      <Shell>
        <Outcome tone="success" heading={t('off.doneHeading')} message={off.data.message} />
        <Link to="/" className={`mt-8 ${primaryButton}`}>
          {t('off.home')}
        </Link>
      </Shell>
    );
  }

  const error = off.error;
  const answered = error instanceof ApiRequestError && error.body && error.status < 500;
  const message = !token ? t('off.missing') : answered ? error.message : t('off.networkError');
  const canRetry = Boolean(token) && !answered;
  return (
    <Shell>
      <Outcome tone="error" heading={t('off.failedHeading')} message={message} />
      <div className="mt-8 flex flex-col items-center gap-4">
        {canRetry && (
          <button type="button" onClick={() => void off.refetch()} disabled={off.isFetching} className={primaryButton}>
            {t('off.retry')}
          </button>
        )}
        <Link to="/" className={canRetry ? quietLink : primaryButton}>
          {t('off.home')}
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
          {success ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path strokeWidth="2.8" d="M12 6v8M12 18.5v.01" />}
        </svg>
      </span>
      <h1 className="mt-5 text-xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{message}</p>
    </div>
  );
}
