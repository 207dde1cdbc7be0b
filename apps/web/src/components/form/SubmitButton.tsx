import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The brand's colour for a form's main step; red for one that cannot be taken back (close, delete, reject). */
const TONES = {
  brand: 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
} as const;

/** The form's main button: 'Wait..' and disabled while the request runs, so nothing is sent twice. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  tone = 'brand',
  className = '',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  pending: boolean;
  pendingLabel?: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      {...button}
      disabled={pending || button.disabled}
      aria-busy={pending || undefined}
      className={`inline-flex h-11 w-full items-center justify-center rounded-full px-6 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 ${TONES[tone]} ${className}`}
    >
      {pending ? (pendingLabel ?? t('form.wait')) : children}
    </button>
  );
}
