import type { ReactNode } from 'react';

/**
 * Six cards: a swipeable row on phones (so six cards do not make a very long page) and a 2- or 3-column
 * grid from 640 px. Skeletons use the same list so loading and loaded occupy the same boxes.
 */
export function CardGrid({
  children,
  busy = false,
  labelledBy,
}: {
  children: ReactNode[];
  busy?: boolean;
  labelledBy: string;
}) {
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
    >
      {children.map((child, index) => (
        <li key={index} className="w-[82%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none">
          {child}
        </li>
      ))}
    </ul>
  );
}
