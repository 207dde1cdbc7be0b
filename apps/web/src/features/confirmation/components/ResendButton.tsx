import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/**
 * The earlier site's three labels: 'Resend Confirmation Email', 'Sending..' while it runs, then 'Email Sent'
 * (disabled).
 */
export function ResendButton({
  sending,
  sent,
  onClick,
  label,
  className = '',
}: {
  sending: boolean;
  sent: boolean;
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('confirmation');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={sending || sent}
      aria-busy={sending || undefined}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${sent ? '' : 'disabled:opacity-70'} ${className}`}
    >
      {sent && (
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M4.5 10.5l3.5 3.5 7.5-8" />
        </svg>
      )}
      {sending ? t('resend.sending') : sent ? t('resend.sent') : (label ?? t('resend.idle'))}
    </button>
  );
}
