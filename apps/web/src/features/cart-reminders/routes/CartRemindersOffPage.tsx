import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { Outcome, OutcomeShell as Shell } from '../../../components/OutcomeCard.tsx';
import { cartRemindersOffQuery } from '../api.ts';
import '../i18n.ts';
import { wordMessage } from '../../../lib/messages.ts';

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
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
            aria-hidden="true"
          />
          <p className="text-sm text-slate-600">{t('off.checking')}</p>
        </div>
      </Shell>
    );
  }

  if (off.data) {
    return (
      <Shell>
        <Outcome tone="success" heading={t('off.doneHeading')} message={wordMessage(off.data.message)} />
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
