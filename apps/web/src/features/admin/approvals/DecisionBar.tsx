import { useTranslation } from 'react-i18next';

interface Props {
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and Reject, side by side; both wait while a decision is being sent, so nothing is sent twice. */
export function DecisionBar({ pending, onApprove, onReject }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-label={t('approvals.actionsLabel')} className="flex shrink-0 flex-wrap gap-3">
      <button
        type="button"
        onClick={onApprove}
        disabled={pending}
        aria-busy={pending || undefined}
        className="inline-flex h-11 min-w-32 flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 sm:flex-none"
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        {pending ? t('form.wait', { ns: 'common' }) : t('approvals.approve')}
      </button>
      <button
        type="button"
        onClick={onReject}
        disabled={pending}
        className="inline-flex h-11 min-w-32 flex-1 items-center justify-center rounded-full border border-red-300 bg-white px-6 text-sm font-semibold text-red-700 transition hover:border-red-500 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none"
      >
        {t('approvals.reject')}
      </button>
    </div>
  );
}
