import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A home block's title row: heading (and optional subtitle) on the left, its 'see all' link or controls on the right.
 */
export function SectionHeader({
  id,
  title,
  subtitle,
  link,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  link?: { to: string; label: string; ariaLabel: string };
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1.5 text-sm text-slate-600 sm:text-base">{subtitle}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {children}
        {link && (
          <Link
            to={link.to}
            aria-label={link.ariaLabel}
            className="inline-flex items-center gap-1 rounded-full px-1 text-sm font-bold tracking-wide text-brand-700 transition hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {link.label}
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              aria-hidden="true"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
          </Link>
        )}
      </div>
    </div>
  );
}
