import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A quiet way back, above a page's heading. */
export function BackLink({
  to,
  tone = 'dark',
  className = 'mb-5',
  children,
}: {
  to: string;
  tone?: 'dark' | 'light';
  className?: string;
  children: ReactNode;
}) {
  const colours =
    tone === 'light'
      ? 'text-brand-100 hover:text-white focus-visible:outline-white'
      : 'text-brand-800 hover:text-brand-900 focus-visible:outline-brand-700';
  return (
    <Link
      to={to}
      className={`${className} inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold focus-visible:rounded-sm focus-visible:outline-2 ${colours}`}
    >
      <svg
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12.5 4.5L7 10l5.5 5.5" />
      </svg>
      {children}
    </Link>
  );
}
