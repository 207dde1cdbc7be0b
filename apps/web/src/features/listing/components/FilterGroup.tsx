import type { ReactNode } from 'react';

/** One titled block of the filter panel; a fieldset so screen readers announce the group with each choice. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-5 first:border-t-0 first:pt-0">
      <legend className="float-start mb-3 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="clear-start">{children}</div>
    </fieldset>
  );
}

/** Grey rows standing in for options still loading, so the panel keeps its shape. */
export function OptionsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}
