import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@weekends/shared/accounts';
import { ResendButton } from '../components/ResendButton.tsx';
import { useResendConfirmation } from '../components/useResendConfirmation.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { currentUserQuery, useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { confirmEmailQuery } from '../api.ts';
import '../i18n.ts';
import { wordMessage } from '../../../lib/messages.ts';

const buttonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The mailed link's page, /confirm/{id}?token=…. It confirms on load; success shows the
 * server's message, refreshes the session and the per-user queries, and sends hosts to /vendor/dashboard. A failure
 * is shown with the server's words (never a silent failure) and, for a signed-in unconfirmed customer, Resend.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('confirmation');
  usePageMeta(t('page.title'));
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = Number(idParam);
  const token = params.get('token') ?? '';
  const wellFormed = Number.isInteger(id) && id > 0 && token.length > 0;

  const queryClient = useQueryClient();
  const confirmation = useQuery({ ...confirmEmailQuery({ id, token }), enabled: wellFormed });
  const succeeded = confirmation.isSuccess;

  useEffect(() => {
    if (!succeeded) return;
    // Whoever is signed in may be the one just confirmed (the Pending notice and the pop-up then go away);
    // per-user queries such as favourites reload.
    void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [succeeded, queryClient]);

  if (wellFormed && confirmation.isPending) {
    return (
      <Shell>
        <div role="status" className="flex flex-col items-center gap-4 py-6">
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
            aria-hidden="true"
          />
          <p className="text-sm text-slate-600">{t('page.checking')}</p>
        </div>
      </Shell>
    );
  }

  if (confirmation.data) {
    if (confirmation.data.isHost) return <Navigate to="/vendor/dashboard" replace />;
    return (
      <Shell>
        <Outcome
          tone="success"
          heading={t(confirmation.data.alreadyConfirmed ? 'page.alreadyHeading' : 'page.successHeading')}
          message={wordMessage(
            confirmation.data.alreadyConfirmed ? ACCOUNT_MESSAGES.alreadyConfirmed : confirmation.data.message,
          )}
        />
        <Link to="/" className={`mt-8 ${buttonClass}`}>
          {t('page.home')}
        </Link>
      </Shell>
    );
  }

  const message = !wellFormed
    ? wordMessage(ACCOUNT_MESSAGES.confirmationInvalid)
    : confirmation.error instanceof ApiRequestError && confirmation.error.body
      ? confirmation.error.message
      : t('page.networkError');
  return (
    <Shell>
      <Outcome tone="error" heading={t('page.failedHeading')} message={message} />
      <FailureActions />
    </Shell>
  );
}

/** After a failed link: a signed-in unconfirmed customer can have a new one mailed; a visitor logs in first. */
function FailureActions() {
  const { t } = useTranslation('confirmation');
  const session = useSession();
  const { resend, sending, sent, error } = useResendConfirmation();
  const home = (
    <Link
      to="/"
      className="rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {t('page.home')}
    </Link>
  );

  if (session.status === 'customer' && !session.user.isConfirmed) {
    return (
      <div className="mt-8 flex flex-col items-center gap-4">
        <p className="text-sm text-slate-600">{t('page.resendHint', { email: session.user.email })}</p>
        <ResendButton sending={sending} sent={sent} onClick={resend} label={t('resend.short')} />
        <div aria-live="polite" className="text-sm">
          {error ? (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          ) : sent ? (
            <p className="text-emerald-700">{t('resend.sentTo', { email: session.user.email })}</p>
          ) : null}
        </div>
        {home}
      </div>
    );
  }
  return (
    <div className="mt-8 flex flex-col items-center gap-4">
      {session.status === 'visitor' && (
        <Link to="/login" className={buttonClass}>
          {t('page.loginToResend')}
        </Link>
      )}
      {home}
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('confirmation');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:p-10">
        <h1 className="sr-only">{t('page.title')}</h1>
        {children}
      </div>
    </section>
  );
}

function Outcome({ tone, heading, message }: { tone: 'success' | 'error'; heading: string; message: string }) {
  const success = tone === 'success';
  return (
    <div role={success ? 'status' : 'alert'} className="flex flex-col items-center">
      <span
        className={`flex h-16 w-16 items-center justify-center rounded-full ring-8 ${success ? 'bg-emerald-50 text-emerald-600 ring-emerald-50/50' : 'bg-red-50 text-red-600 ring-red-50/50'}`}
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {success ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path strokeWidth="2.8" d="M12 6v8M12 18.5v.01" />}
        </svg>
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{message}</p>
    </div>
  );
}
