import type { ReactNode } from 'react';

/** The banner at the top of every information page: eyebrow, the page's one h1, a lead sentence. */
export function InfoHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
      <DunesArt className="pointer-events-none absolute -right-32 -bottom-8 -z-10 w-[24rem] opacity-90 sm:-right-10 sm:-bottom-6 sm:w-[36rem] lg:right-0 lg:w-[44rem]" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

/** A setting sun over two dunes: the brand's weekend, drawn as SVG in theme colours (no external image). */
export function DunesArt({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 600 300" aria-hidden="true" className={className}>
      <circle cx="380" cy="170" r="92" className="fill-white/5" />
      <circle cx="380" cy="170" r="56" className="fill-sun-400" />
      <path d="M0 250 C 120 180, 240 180, 340 230 S 520 290, 600 220 L 600 300 L 0 300 Z" className="fill-white/10" />
      <path d="M0 280 C 160 230, 300 240, 420 270 S 560 290, 600 270 L 600 300 L 0 300 Z" className="fill-brand-900/50" />
    </svg>
  );
}
