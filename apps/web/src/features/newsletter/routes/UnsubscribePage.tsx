import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { Outcome, OutcomeShell as Shell } from '../../../components/OutcomeCard.tsx';
import { unsubscribeQuery } from '../api.ts';
import '../i18n.ts';

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

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

  if (wellFormed && unsubscribe.isPending) {
    return (
      <Shell>
        <h1 className="text-xl font-bold text-slate-900">{t('unsubscribe.title')}</h1>
        <div role="status" className="mt-6 flex flex-col items-center gap-4">
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
            aria-hidden="true"
          />
          <p className="text-sm text-slate-600">{t('unsubscribe.checking')}</p>
        </div>
      </Shell>
    );
  }

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

  const error = unsubscribe.error;
  const answered = error instanceof ApiRequestError && error.body && error.status < 500;
  const message = !wellFormed ? t('unsubscribe.missing') : answered ? error.message : t('unsubscribe.networkError');
  return (
    <Shell>
      <Outcome tone="error" heading={t('unsubscribe.failedHeading')} message={message} />
      <div className="mt-8 flex flex-col items-center gap-4">
        {wellFormed && !answered && (
          <button
            type="button"
            onClick={() => void unsubscribe.refetch()}
            disabled={unsubscribe.isFetching}
            className={primaryButton}
          >
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

/** An envelope: the address is off the list. */
const envelope = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>
);
