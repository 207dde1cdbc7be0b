import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../../confirmation/components/useResendConfirmation.ts';

/**
 * The vendor header's e-mail notice: 'Pending' with Resend Email, which mails a fresh
 * confirmation link ('Sending..', then 'Email Sent') through the same endpoint as the confirmation pop-up.
 */
export function EmailPendingNotice() {
  const { t } = useTranslation('vendor');
  const { resend, sending, sent, error } = useResendConfirmation();
  return (
    <section
      aria-label={t('shell.pending.label')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950"
    >
      <span className="inline-flex items-center rounded-full bg-amber-200/80 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase">
        {t('shell.pending.badge')}
      </span>
      <p className="min-w-0 flex-1">{t('shell.pending.text')}</p>
      <button
        type="button"
        onClick={resend}
        disabled={sending || sent}
        aria-busy={sending || undefined}
        className="inline-flex min-h-8 items-center font-semibold whitespace-nowrap text-brand-800 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-default disabled:no-underline"
      >
        {sending ? t('shell.pending.sending') : sent ? t('shell.pending.sent') : t('shell.pending.resend')}
      </button>
      {error && (
        <p role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
