import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEVICE_MESSAGES } from '@weekends/shared/devices';
import { ApiRequestError } from '../../../lib/api.ts';
import { wordMessage } from '../../../lib/messages.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { Outcome, OutcomeShell as Shell } from '../../../components/OutcomeCard.tsx';
import { notMeQuery } from '../api.ts';
import '../i18n.ts';

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const quietLink =
  'rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The new-device mail's 'This wasn't me' link, /account/not-me?alert=…&token=…. Opened, it signs the account out on
 * every device and switches its password off (once; the server refuses a second use), then lands on the recovery
 * page, which says what happened and starts with the account's address. An account without a password (Google,
 * Facebook) is told it was signed out everywhere and may sign in again with its provider. A bad, used or expired
 * link shows the server's words and the way to recovery; a failed request offers to try again.
 */
export function NotMePage() {
  const { t } = useTranslation('recovery');
  usePageMeta(t('notMe.title'));
  const [params] = useSearchParams();
  const alert = Number(params.get('alert'));
  const token = params.get('token')?.trim() ?? '';
  const wellFormed = Number.isInteger(alert) && alert > 0 && token.length > 0;
  const queryClient = useQueryClient();
  const secured = useQuery({ ...notMeQuery({ alert, token }), enabled: wellFormed });
  const succeeded = secured.isSuccess;

  // Every session of the account ended, this browser's too if it was signed in to it: who is signed in is asked
  // again before the recovery page (for visitors only) opens, and per-user data is forgotten.
  const [sessionKnown, setSessionKnown] = useState(false);
  useEffect(() => {
    if (!succeeded) return;
    queryClient.removeQueries({ queryKey: ['account'] });
    void queryClient
      .fetchQuery({ ...currentUserQuery, staleTime: 0 })
      .catch(() => queryClient.setQueryData(currentUserQuery.queryKey, null))
      .finally(() => setSessionKnown(true));
  }, [succeeded, queryClient]);

  if (wellFormed && (secured.isPending || (secured.isSuccess && !sessionKnown))) {
    return (
      <Shell>
        <h1 className="text-xl font-bold text-slate-900">{t('notMe.title')}</h1>
        <div role="status" className="mt-6 flex flex-col items-center gap-4">
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
            aria-hidden="true"
          />
          <p className="text-sm text-slate-600">{t('notMe.securing')}</p>
        </div>
      </Shell>
    );
  }

  if (secured.data) {
    if (secured.data.email)
      return <Navigate to={`/forgot-password?secured=1&email=${encodeURIComponent(secured.data.email)}`} replace />;
    return (
      <Shell>
        <h1 className="sr-only">{t('notMe.title')}</h1>
        <Outcome tone="success" heading={t('notMe.doneHeading')} message={t('notMe.doneSocial')} />
        <Link to="/login" className={`mt-8 ${primaryButton}`}>
          {t('done.login')}
        </Link>
      </Shell>
    );
  }

  const error = secured.error;
  const answered = error instanceof ApiRequestError && error.body && error.status < 500;
  const message = !wellFormed
    ? wordMessage(DEVICE_MESSAGES.notMeInvalid)
    : answered
      ? error.message
      : t('notMe.networkError');
  const canRetry = wellFormed && !answered;
  return (
    <Shell>
      <h1 className="sr-only">{t('notMe.title')}</h1>
      <Outcome tone="error" heading={t('notMe.failedHeading')} message={message} />
      <div className="mt-8 flex flex-col items-center gap-4">
        {canRetry && (
          <button
            type="button"
            onClick={() => void secured.refetch()}
            disabled={secured.isFetching}
            className={primaryButton}
          >
            {t('notMe.retry')}
          </button>
        )}
        <Link to="/forgot-password" className={canRetry ? quietLink : primaryButton}>
          {t('notMe.reset')}
        </Link>
      </div>
    </Shell>
  );
}
