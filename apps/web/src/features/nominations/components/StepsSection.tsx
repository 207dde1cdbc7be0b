import { useId } from 'react';
import { SectionHeading } from '../../inbound/SectionHeading.tsx';
import { NumberedStep } from '../../inbound/NumberedStep.tsx';

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
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <NumberedStep number={index + 1} title={step.title} text={step.text} />
          </li>
        ))}
      </ol>
    </section>
  );
}
