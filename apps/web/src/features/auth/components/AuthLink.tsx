import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** The footer's links between the sign-in pages. */
export function AuthLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link
      {...link}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </Link>
  );
}
