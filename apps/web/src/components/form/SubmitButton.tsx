import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's main button: 'Wait..' and disabled while the request runs, so nothing is sent twice. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className = '',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingLabel?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      {...button}
      disabled={pending || button.disabled}
      aria-busy={pending || undefined}
      className={`inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {pending ? (pendingLabel ?? t('form.wait')) : children}
    </button>
  );
}
