import { useId, type ReactNode } from 'react';

/**
 * One part of the long sign-up form (contact persons, business, address, links), titled so an applicant keeps their
 * place.
 */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
