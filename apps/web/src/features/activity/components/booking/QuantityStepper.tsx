import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../icons.tsx';

const button =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700';

/** − / value / + for one price option. The minus button is disabled at 0: a quantity never goes below it. */
export function QuantityStepper({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('activity');
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t('booking.quantity', { option: label })}>
      <button type="button" className={button} aria-label={t('booking.decrease', { option: label })} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        <MinusIcon size={16} />
      </button>
      <output className="w-7 text-center text-base font-semibold tabular-nums text-slate-900" aria-live="polite">
        {value}
      </output>
      <button type="button" className={button} aria-label={t('booking.increase', { option: label })} onClick={() => onChange(value + 1)}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
