import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A short message in place of the form (applied, already a host), with its way on. */
export function Outcome({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 sm:p-8">
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
      <div className="mt-3 space-y-2 leading-relaxed">{children}</div>
      {link && (
        <Link
          to={link.to}
          className="mt-6 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {link.label}
        </Link>
      )}
    </div>
  );
}
