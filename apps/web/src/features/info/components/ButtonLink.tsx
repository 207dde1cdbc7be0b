import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  brand: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  light: 'bg-white text-slate-900 hover:bg-brand-50 focus-visible:outline-white',
  outline: 'bg-transparent text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-white',
} as const;

/** A call to action on the information pages: a link that looks like a pill button. */
export function ButtonLink({
  to,
  tone = 'brand',
  children,
}: {
  to: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center rounded-full px-6 py-3 text-sm font-semibold tracking-wide shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 ${TONES[tone]}`}
    >
      {children}
    </Link>
  );
}
