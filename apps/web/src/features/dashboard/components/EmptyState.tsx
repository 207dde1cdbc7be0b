import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list with nothing in it yet: what will appear here, and where to go to change that. */
export function EmptyState({
  icon,
  title,
  body,
  linkTo,
  linkLabel,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{body}</p>
      <Link
        to={linkTo}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {linkLabel}
      </Link>
    </div>
  );
}

/** Line icons for the empty states, in the nav's style. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
