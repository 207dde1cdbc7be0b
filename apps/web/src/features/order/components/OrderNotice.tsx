import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A one-card page for an order that cannot be shown as booked: waiting, not paid, not found. */
export function OrderNotice({
  heading,
  children,
  action,
}: {
  heading?: string;
  children: ReactNode;
  action?: { to: string; label: string } | { onClick: () => void; label: string };
}) {
  const button =
    'mt-6 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        {heading && <h1 className="text-xl font-bold text-slate-900">{heading}</h1>}
        <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div>
        {action &&
          ('to' in action ? (
            <Link to={action.to} className={button}>
              {action.label}
            </Link>
          ) : (
            <button type="button" onClick={action.onClick} className={button}>
              {action.label}
            </button>
          ))}
      </div>
    </div>
  );
}
