import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The pass's call to action; 'Wait..' while the cart takes it, and a second press does nothing. */
export function BookNowButton({
  onClick,
  pending,
  disabled = false,
  describedBy,
}: {
  onClick: () => void;
  pending: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('passes');
  const { t: tc } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      className="inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? tc('form.wait') : t('bookNow')}
    </button>
  );
}

/** A refusal beside the panel, read out as it appears. */
export function ErrorNote({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
