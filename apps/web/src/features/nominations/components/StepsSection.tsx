import { useId } from 'react';
import { Eyebrow } from '../../inbound/PageHero.tsx';

interface Step {
  title: string;
  text: string;
}

/** The static text of a nomination page: a numbered 'how it works'. */
export function StepsSection({ eyebrow, heading, steps }: { eyebrow: string; heading: string; steps: Step[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
      <div className="max-w-2xl">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h2>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
