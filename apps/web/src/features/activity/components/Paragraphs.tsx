import { paragraphs } from '../lib/paragraphs.ts';

/** A text typed with line breaks, rendered as the paragraphs its author meant. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-3 leading-relaxed text-slate-700 ${className}`}>
      {paragraphs(text).map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
