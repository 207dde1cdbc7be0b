import type { ReactNode } from 'react';
import { HeroSun } from '../../../components/HeroSun.tsx';

/** The careers pages' banner: eyebrow, the page's one h1, an optional lead and whatever follows (meta, actions). */
export function CareersHero({
  eyebrow,
  title,
  lead,
  before,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
      <HeroSun className="-end-40 -bottom-10 w-[24rem] opacity-80 sm:-end-10 sm:-bottom-6 sm:w-[34rem] lg:end-0 lg:w-[40rem]" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
        {before}
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
