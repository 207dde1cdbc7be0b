import { useId, type ReactNode } from 'react';
import { IconTile } from './IconTile.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** A page's section of four reasons (why partner with us, what makes us unique): each a card with its icon. */
export function IconCardsSection({
  eyebrow,
  heading,
  lead,
  items,
  icons,
}: {
  eyebrow: string;
  heading: string;
  lead?: string;
  items: { title: string; text: string }[];
  /** The icons' paths, in the items' order. */
  icons: readonly ReactNode[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
      <div className="max-w-2xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} lead={lead} />
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconTile>{icons[index]}</IconTile>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
