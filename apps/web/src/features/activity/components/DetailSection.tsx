import type { ReactNode } from 'react';
import { hasText } from '../lib/paragraphs.ts';
import { ReadMore } from './ReadMore.tsx';

/** A titled block of the details tab. */
export function DetailSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className="scroll-mt-32 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 className="mb-3 text-lg font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A titled long text cut with Read More; an empty text renders nothing, so no bare heading is left behind. */
export function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  if (!hasText(text)) return null;
  return (
    <DetailSection title={title}>
      <ReadMore text={text} />
    </DetailSection>
  );
}
