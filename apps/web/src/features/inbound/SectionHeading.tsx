import { Eyebrow } from './PageHero.tsx';

/**
 * A page section's eyebrow, heading (named by `id`, which the section's aria-labelledby points at) and text; the
 * caller keeps the box around them, as each section lays it out differently.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  paragraphs,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  /** One line under the heading, or the section's text in paragraphs. */
  lead?: string;
  paragraphs?: readonly string[];
}) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      {lead && <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p>}
      {paragraphs && (
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
    </>
  );
}
