import { useId, type ReactNode } from 'react';

/** The white card a form sits in, with its h2; `id` makes it the target of the hero's 'Get in touch' link. */
export function FormCard({
  id,
  heading,
  intro,
  children,
}: {
  id?: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-[0_20px_60px_-30px_rgb(15_23_42/0.35)] ring-1 ring-slate-200 sm:p-8 lg:p-10"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
