import type { ReactNode } from 'react';

interface Props {
  /** The region's accessible name: what a screen reader announces when the keyboard reaches it. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A frame that scrolls sideways when its table is wider than the screen. It takes the keyboard's focus itself, so
 * arrow keys can scroll it even while the table holds nothing focusable (loading, read-only rows): without that,
 * a keyboard user could not reach the columns beyond the edge.
 */
export function ScrollRegion({ label, className = '', children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must take the focus itself (see above).
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {children}
    </div>
  );
}
