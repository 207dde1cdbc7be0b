import type { ReactNode } from 'react';

/**
 * A real checkbox drawn as a pill. The input stays in the form (name/value) so the planner is a genuine
 * GET form; it is visually hidden but keeps focus, and the pill shows both the checked and the focus state.
 */
export function ToggleChip({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name?: string;
  value?: string | number;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition select-none hover:border-brand-600 hover:text-brand-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
      <input type="checkbox" name={name} value={value} checked={checked} onChange={onChange} className="peer sr-only" />
      <svg
        viewBox="0 0 20 20"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
        className="-ms-1 hidden peer-checked:block"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="M4.5 10.5l3.5 3.5 7.5-8" />
      </svg>
      {children}
    </label>
  );
}
