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
import { cartRemindersOffQuery } from '../api.ts';
import '../i18n.ts';
import { wordMessage } from '../../../lib/messages.ts';

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

  if (token && off.isPending) return <OutcomePending title={t('off.title')} text={t('off.checking')} />;

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

  return (
    <OutcomeFailed
      heading={t('off.failedHeading')}
      failure={linkFailure(off.error, Boolean(token), {
        malformed: t('off.missing'),
        networkError: t('off.networkError'),
      })}
      retry={{ label: t('off.retry'), busy: off.isFetching, onRetry: () => void off.refetch() }}
      way={{ to: '/', label: t('off.home') }}
    />
  );
}
