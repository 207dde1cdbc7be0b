/** One step of a numbered 'how it works': its number in a filled circle (read from the list's order), then its text. */
export function NumberedStep({ number, title, text }: { number: number; title: string; text: string }) {
  return (
    <>
      <span
        className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
        aria-hidden="true"
      >
        {number}
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
    </>
  );
}
