import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeroSun } from '../../components/HeroSun.tsx';

/**
 * The banner at the top of the information and inbound-form pages: eyebrow, the page's one h1, an optional lead
 * (a sentence, or a line such as a legal page's date) and calls to action.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
      <HeroSun className="-end-32 -bottom-8 w-[24rem] opacity-90 sm:-end-10 sm:-bottom-6 sm:w-[36rem] lg:end-0 lg:w-[44rem]" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </div>
  );
}

/** A call to action in the hero: an in-page or site link styled as a pill. */
export function HeroLink({
  href,
  tone = 'light',
  children,
}: {
  href: string;
  tone?: 'light' | 'outline';
  children: ReactNode;
}) {
  const styles =
    tone === 'light'
      ? 'bg-white text-slate-900 hover:bg-brand-50'
      : 'text-white ring-1 ring-white/60 hover:bg-white/10';
  const className = `inline-flex items-center justify-center rounded-full px-6 py-3 text-sm font-semibold tracking-wide shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${styles}`;
  // A page of the site goes through the router, which keeps an Arabic page's links under /ar; '#…' stays on the page.
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function Eyebrow({ children }: { children: string }) {
  return <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{children}</p>;
}
