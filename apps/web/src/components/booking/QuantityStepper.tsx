import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY_PER_OPTION } from '@weekends/shared/cart';
import { MinusIcon, PlusIcon } from './icons.tsx';

const button =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700';

interface Props {
  /** The price option's name ('Adult'), which names the group and its buttons. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The most the cart accepts of one option (less, when the order's units per date are nearly used). */
  max?: number;
  disabled?: boolean;
  /** The id of a note that explains the limit ('Up to 10 per date per order'). */
  describedBy?: string;
}

/**
 * − / value / + for one price option, on the activity page and in the cart's edit pop-up. Minus is disabled at 0 and
 * plus at the cart's limit: a quantity never leaves what the server accepts.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  max = MAX_QUANTITY_PER_OPTION,
  disabled = false,
  describedBy,
}: Props) {
  const { t } = useTranslation('booking');
  return (
    <div
      className="flex items-center gap-2"
      role="group"
      aria-label={t('quantity', { option: label })}
      aria-describedby={describedBy}
    >
      <button
        type="button"
        className={button}
        aria-label={t('decrease', { option: label })}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon size={16} />
      </button>
      <output className="w-7 text-center text-base font-semibold tabular-nums text-slate-900" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('increase', { option: label })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
