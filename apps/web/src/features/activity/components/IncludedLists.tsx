import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon } from './icons.tsx';

/** What the price covers and what it does not, side by side; shown only when both lists have entries. */
export function IncludedLists({ included, notIncluded }: { included: string[]; notIncluded: string[] }) {
  const { t } = useTranslation('activity');
  if (included.length === 0 || notIncluded.length === 0) return null;
  return (
    <div className="grid gap-6 border-t border-slate-200 pt-6 sm:grid-cols-2">
      <section>
        <h3 className="mb-3 text-lg font-bold text-slate-900">{t('sections.included')}</h3>
        <ul className="space-y-2.5">
          {included.map((item, index) => (
            <li key={index} className="flex gap-2.5 text-slate-700">
              <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <CheckIcon size={14} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="mb-3 text-lg font-bold text-slate-900">{t('sections.notIncluded')}</h3>
        <ul className="space-y-2.5">
          {notIncluded.map((item, index) => (
            <li key={index} className="flex gap-2.5 text-slate-700">
              <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                <CrossIcon size={14} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
