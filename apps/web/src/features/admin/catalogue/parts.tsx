import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The catalogue tabs' buttons, in the back office's look. */
export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';
export const smallButton =
  'inline-flex h-9 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-40';
export const dangerTextButton =
  'inline-flex h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-40';

/** The ids with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/** Up and down for a row of an ordered list; `name` says which row to a screen reader. */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={`${smallButton} w-9 px-0`}
        disabled={disabled || index === 0}
        aria-label={t('catalogue.moveUp', { name })}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={`${smallButton} w-9 px-0`}
        disabled={disabled || index === count - 1}
        aria-label={t('catalogue.moveDown', { name })}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? t('catalogue.active') : t('catalogue.inactive')}
    </span>
  );
}

/**
 * How many Arabic fields of an entry are still to translate ('3 Arabic fields to translate'), so an operator sees
 * from a list what the Arabic site shows in English. Nothing when all are translated.
 */
export function ArabicBadge({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  if (count === 0) return null;
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {t('catalogue.arabicToTranslate', { count })}
    </span>
  );
}

/** A labelled checkbox in the forms' look. */
export function CheckboxField({
  label,
  hint,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        ref={ref}
        {...input}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-700"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
