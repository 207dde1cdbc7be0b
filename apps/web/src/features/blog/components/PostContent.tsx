/**
 * Reading styles for the server's HTML (headings from h2, paragraphs, lists, links, quotes, code, images), at a
 * comfortable measure. Written as Tailwind variants on the container because the HTML comes from Markdown and
 * carries no classes of its own.
 */
const PROSE = [
  'max-w-prose text-[1.0625rem] leading-[1.8] text-slate-700',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h2]:mt-11 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2]:text-balance',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul_li]:marker:text-brand-600',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol_li]:pl-1 [&_ol_li]:marker:font-semibold [&_ol_li]:marker:text-brand-700',
  '[&_li>p]:mt-0',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-600/40 [&_a]:underline-offset-[3px] [&_a]:transition',
  'hover:[&_a]:text-brand-900 hover:[&_a]:decoration-brand-700 [&_a]:rounded-sm focus-visible:[&_a]:outline-2 focus-visible:[&_a]:outline-offset-2 focus-visible:[&_a]:outline-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-8 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50/70 [&_blockquote]:px-6 [&_blockquote]:py-4',
  '[&_blockquote]:text-lg [&_blockquote]:leading-relaxed [&_blockquote]:font-medium [&_blockquote]:text-brand-900 [&_blockquote_p]:mt-0',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-2',
].join(' ');

/** The post's content: HTML the server rendered from Markdown and sanitised (html off, safe links only). */
export function PostContent({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
