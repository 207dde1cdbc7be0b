/**
 * Reading styles for HTML the server rendered from Markdown and sanitised (html off, safe links only), shared by the
 * blog, the careers pages and the back office's preview, so a preview looks as the page will. Written as Tailwind
 * variants on the container because the HTML carries no classes of its own.
 *
 * 'post': a blog post (headings from h2, quotes, code, images) at a comfortable measure.
 * 'posting': a job posting's description, plainer and denser.
 */
const POST = [
  'max-w-prose text-[1.0625rem] leading-[1.8] text-slate-700',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h2]:mt-11 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2]:text-balance',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ul_li]:marker:text-brand-600',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_ol_li]:ps-1 [&_ol_li]:marker:font-semibold [&_ol_li]:marker:text-brand-700',
  '[&_li>p]:mt-0',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-600/40 [&_a]:underline-offset-[3px] [&_a]:transition',
  'hover:[&_a]:text-brand-900 hover:[&_a]:decoration-brand-700 [&_a]:rounded-sm focus-visible:[&_a]:outline-2 focus-visible:[&_a]:outline-offset-2 focus-visible:[&_a]:outline-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-8 [&_blockquote]:rounded-e-2xl [&_blockquote]:border-s-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50/70 [&_blockquote]:px-6 [&_blockquote]:py-4',
  '[&_blockquote]:text-lg [&_blockquote]:leading-relaxed [&_blockquote]:font-medium [&_blockquote]:text-brand-900 [&_blockquote_p]:mt-0',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-start [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-2',
].join(' ');

const POSTING =
  'text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:ps-1 [&_li]:marker:text-brand-600 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-5 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-5 [&>:first-child]:mt-0';

export function MarkdownHtml({
  html,
  variant,
  className = '',
}: {
  html: string;
  variant: 'post' | 'posting';
  className?: string;
}) {
  return (
    <div className={`${variant === 'post' ? POST : POSTING} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
