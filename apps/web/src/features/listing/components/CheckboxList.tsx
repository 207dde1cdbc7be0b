import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGroup, OptionsSkeleton } from './FilterGroup.tsx';

export interface CheckOption {
  id: number;
  name: string;
  /** Sub-categories, folded under their parent so a long catalogue keeps the panel short. */
  children?: CheckOption[];
}

export type OptionsStatus = 'pending' | 'error' | 'success';

const CHECKBOX =
  'h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A titled list of checkboxes over ids; the selection keeps the order of the clicks. */
export function CheckboxList({
  legend,
  options,
  status,
  selected,
  onChange,
}: {
  legend: string;
  options: CheckOption[];
  status: OptionsStatus;
  selected: number[];
  onChange: (next: number[]) => void;
}) {
  const { t } = useTranslation('listing');
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <FilterGroup legend={legend}>
      {status === 'pending' && <OptionsSkeleton />}
      {status === 'error' && <p className="text-sm text-slate-500">{t('filters.lookupFailed')}</p>}
      {status === 'success' && (
        <ul className="space-y-1">
          {options.map((option) => (
            <OptionRow key={option.id} option={option} selected={selected} toggle={toggle} />
          ))}
        </ul>
      )}
    </FilterGroup>
  );
}

function OptionRow({
  option,
  selected,
  toggle,
}: {
  option: CheckOption;
  selected: number[];
  toggle: (id: number, checked: boolean) => void;
}) {
  const { t } = useTranslation('listing');
  const childrenId = useId();
  const children = option.children ?? [];
  // A link that arrives with a sub-category chosen opens its parent, so the choice is visible.
  const [open, setOpen] = useState(() => children.some((c) => selected.includes(c.id)));
  return (
    <li>
      <div className="flex items-center justify-between gap-2">
        <CheckboxLabel option={option} checked={selected.includes(option.id)} toggle={toggle} />
        {children.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t(open ? 'filters.hideSubcategories' : 'filters.showSubcategories', { name: option.name })}
            onClick={() => setOpen(!open)}
            className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg
              viewBox="0 0 20 20"
              width="14"
              height="14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              className={`transition-transform ${open ? 'rotate-180' : ''}`}
            >
              <path d="M5 7.5l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {children.length > 0 && (
        <ul id={childrenId} hidden={!open} className="mt-1 mb-1 space-y-1 border-s border-slate-200 ps-4 ms-2">
          {children.map((child) => (
            <li key={child.id}>
              <CheckboxLabel option={child} checked={selected.includes(child.id)} toggle={toggle} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function CheckboxLabel({
  option,
  checked,
  toggle,
}: {
  option: CheckOption;
  checked: boolean;
  toggle: (id: number, checked: boolean) => void;
}) {
  return (
    <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-1 text-sm text-slate-700 hover:text-slate-900">
      <input
        type="checkbox"
        className={CHECKBOX}
        checked={checked}
        onChange={(event) => toggle(option.id, event.target.checked)}
      />
      <span>{option.name}</span>
    </label>
  );
}
