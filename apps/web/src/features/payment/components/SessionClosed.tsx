import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PaymentCard } from './PaymentFrame.tsx';

/** A session that can no longer be paid (paid, cancelled, expired or unknown): says so, with the way back. */
export function SessionClosed() {
  const { t } = useTranslation('payment');
  return (
    <PaymentCard className="text-center">
      <p role="alert" className="text-base font-semibold text-slate-900">
        {t('messages.sessionClosed')}
      </p>
      <Link
        to="/checkout"
        className="mt-6 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('closed.back')}
      </Link>
    </PaymentCard>
  );
}
