import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEVICE_MESSAGES } from '@weekends/shared/devices';
import { wordMessage } from '../../../lib/messages.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import {
  Outcome,
  OutcomeFailed,
  OutcomePending,
  OutcomeShell as Shell,
  linkFailure,
  outcomePrimaryButton as primaryButton,
} from '../../../components/OutcomeCard.tsx';
import { notMeQuery } from '../api.ts';
import '../i18n.ts';

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

  if (wellFormed && (secured.isPending || (secured.isSuccess && !sessionKnown)))
    return <OutcomePending title={t('notMe.title')} text={t('notMe.securing')} />;

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

  return (
    <OutcomeFailed
      title={t('notMe.title')}
      heading={t('notMe.failedHeading')}
      failure={linkFailure(secured.error, wellFormed, {
        malformed: wordMessage(DEVICE_MESSAGES.notMeInvalid),
        networkError: t('notMe.networkError'),
      })}
      retry={{ label: t('notMe.retry'), busy: secured.isFetching, onRetry: () => void secured.refetch() }}
      way={{ to: '/forgot-password', label: t('notMe.reset') }}
    />
  );
}
