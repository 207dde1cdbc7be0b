import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import {
  Outcome,
  OutcomeFailed,
  OutcomePending,
  OutcomeShell as Shell,
  linkFailure,
  outcomePrimaryButton as primaryButton,
} from '../../../components/OutcomeCard.tsx';
import { unsubscribeQuery } from '../api.ts';
import '../i18n.ts';

/**
 * The mailed link's page, /unsubscribe?email=…&token=…. It unsubscribes once on load and
 * shows the earlier site's sentence (done, or already done) with Go to Homepage. A link whose token does not match its
 * address shows the server's words; a failed request says so and offers to try again.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  usePageMeta(t('unsubscribe.title'), t('unsubscribe.description'));
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const wellFormed = email.length > 0 && token.length > 0;
  const unsubscribe = useQuery({ ...unsubscribeQuery({ email, token }), enabled: wellFormed });

  if (wellFormed && unsubscribe.isPending)
    return <OutcomePending title={t('unsubscribe.title')} text={t('unsubscribe.checking')} />;

  if (unsubscribe.data) {
    const { alreadyUnsubscribed, message } = unsubscribe.data;
    return (
      <Shell>
        <Outcome
          tone="success"
          icon={envelope}
          heading={t(alreadyUnsubscribed ? 'unsubscribe.alreadyHeading' : 'unsubscribe.doneHeading')}
          message={message}
        />
        <p className="mt-3 text-sm [overflow-wrap:anywhere] text-slate-500">{email}</p>
        <Link to="/" className={`mt-8 ${primaryButton}`}>
          {t('unsubscribe.home')}
        </Link>
        <p className="mt-6 text-xs text-slate-500">{t('unsubscribe.changedMind')}</p>
      </Shell>
    );
  }

  return (
    <OutcomeFailed
      heading={t('unsubscribe.failedHeading')}
      failure={linkFailure(unsubscribe.error, wellFormed, {
        malformed: t('unsubscribe.missing'),
        networkError: t('unsubscribe.networkError'),
      })}
      retry={{ label: t('unsubscribe.retry'), busy: unsubscribe.isFetching, onRetry: () => void unsubscribe.refetch() }}
      way={{ to: '/', label: t('unsubscribe.home') }}
    />
  );
}

/** An envelope: the address is off the list. */
const envelope = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>
);
