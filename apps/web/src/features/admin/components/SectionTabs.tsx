import { Link } from 'react-router';
import { areaOf, useMayUse } from '../shell/access.ts';

interface Props<T extends string> {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly T[];
  current: T;
  /** Where each tab goes (its own address, so Back and shared links work). */
  to: (tab: T) => string;
  name: (tab: T) => string;
}

/**
 * A section's tabs as links under its title, in the approvals' style; scrolls sideways on a narrow screen. Only the
 * tabs whose page the member's role may use are shown (their area by address, shell/access.ts).
 */
export function SectionTabs<T extends string>({ label, tabs, current, to, name }: Props<T>) {
  const mayUse = useMayUse();
  const shown = tabs.filter((id) => {
    const area = areaOf(to(id));
    return !area || mayUse(area);
  });
  return (
    <nav aria-label={label} className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {shown.map((id) => {
          const active = id === current;
          return (
            <li key={id} className="shrink-0">
              <Link
                to={to(id)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-12 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4 ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {name(id)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
