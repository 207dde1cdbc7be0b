import type { ReactNode } from 'react';

export type IconProps = { size?: number; className?: string };

/** A 24 px line icon; decorative, so hidden from screen readers (the text beside it speaks). */
export function LineIcon({ children, size = 18, className = '' }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}
