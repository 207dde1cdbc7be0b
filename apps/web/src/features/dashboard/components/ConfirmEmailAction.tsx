import { useTranslation } from 'react-i18next';
import { ResendButton } from '../../confirmation/components/ResendButton.tsx';
import { useResendConfirmation } from '../../confirmation/components/useResendConfirmation.ts';

/**
 * Resend Email, under the server's 'confirm your e-mail' refusal: the one thing that lets an unconfirmed customer
 * see their bookings, so it sits where the list would be.
 */
export function ConfirmEmailAction() {
  const { t } = useTranslation('confirmation');
  const { resend, sending, sent, error } = useResendConfirmation();
  return (
    <div className="mt-2 flex flex-col items-center gap-2">
      <ResendButton sending={sending} sent={sent} onClick={resend} label={t('resend.short')} />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
