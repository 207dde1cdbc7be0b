import { useTranslation } from 'react-i18next';
import { FilterGroup, OptionsSkeleton } from './FilterGroup.tsx';

export interface CheckOption {
  id: number;
  name: string;
  /** Sub-categories sit indented under their parent. */
  nested?: boolean;
}

export type OptionsStatus = 'pending' | 'error' | 'success';

/** A titled list of checkboxes over ids; the order of the selection follows the clicks. */
export function CheckboxList({
  legend,
  options,
  status,
  selected,
  onChange,
  scroll = false,
}: {
  legend: string;
  options: CheckOption[];
  status: OptionsStatus;
  selected: number[];
  onChange: (next: number[]) => void;
  /** Long lists (categories) scroll inside the panel instead of pushing every other filter down. */
  scroll?: boolean;
}) {
  const { t } = useTranslation('listing');
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <FilterGroup legend={legend}>
      {status === 'pending' && <OptionsSkeleton />}
      {status === 'error' && <p className="text-sm text-slate-500">{t('filters.lookupFailed')}</p>}
      {status === 'success' && (
        <ul className={`space-y-1 ${scroll ? '-mr-2 max-h-64 overflow-y-auto pr-2' : ''}`}>
          {options.map((option) => (
            <li key={option.id} className={option.nested ? 'pl-6' : ''}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md py-1 text-sm text-slate-700 hover:text-slate-900">
                <input
                  type="checkbox"
                  className="h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span className={option.nested ? '' : 'font-medium'}>{option.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </FilterGroup>
  );
}
