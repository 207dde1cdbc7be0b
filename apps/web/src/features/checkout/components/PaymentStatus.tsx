import { useTranslation } from 'react-i18next';
import type { PaymentConfirmation } from '../lib/usePaymentConfirmation.ts';
import { Waiting } from './CheckoutShell.tsx';

/**
 * Back from the payment page, while the order's fate is not known yet: checking, PENDING (asked again every 2 s),
 * still PENDING after a minute (polling stopped, Check again), or the question failed (Check again). Never an endless
 * spinner.
 */
export function PaymentStatus({
  confirmation,
}: {
  confirmation: Extract<PaymentConfirmation, { kind: 'checking' | 'pending' | 'stalled' | 'error' }>;
}) {
  const { t } = useTranslation('checkout');
  if (confirmation.kind === 'checking') return <Waiting>{t('return.checking')}</Waiting>;
  if (confirmation.kind === 'pending') return <Waiting>{t('messages.paymentPending')}</Waiting>;
  const stalled = confirmation.kind === 'stalled';
  return (
    <div
      role={stalled ? 'status' : 'alert'}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('return.heading')}</h2>
      <p className="text-sm leading-6 text-slate-700">{stalled ? t('return.stillPending') : t('return.failed')}</p>
      <button
        type="button"
        onClick={confirmation.retry}
        className="inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('return.askAgain')}
      </button>
    </div>
  );
}
