/**
 * A posting's description as the server rendered it from Markdown: raw HTML escaped, unsafe links dropped,
 * images reduced to their text (apps/api/src/modules/careers/markdown.ts), so it is inserted as it is.
 */
export function PostingBody({ html }: { html: string }) {
  return (
    <div
      className="text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_li]:marker:text-brand-600 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&>:first-child]:mt-0"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
