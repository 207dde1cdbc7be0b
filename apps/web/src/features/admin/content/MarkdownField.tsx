import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownHtml } from '../../../components/MarkdownHtml.tsx';
import { useMarkdownPreview } from './useMarkdownPreview.ts';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  label: string;
  /** The text as it is now (watched from the form), for the preview. */
  value: string;
  /** A post previews with its images; a posting with images as their description, as each public page does. */
  kind: 'post' | 'opening';
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * Markdown beside its live preview (stacked on a narrow screen). The preview is the server's rendering, so what the
 * editor sees is what the page will show, sanitising included. An Arabic text (`lang="ar" dir="rtl"`) is previewed
 * right to left, as the Arabic page shows it.
 */
export function MarkdownField({ label, value, kind, error, ref, lang, dir, ...textarea }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const preview = useMarkdownPreview(kind, value);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-xs text-slate-500">
          {t('content.markdownHint')}
        </p>
        <textarea
          {...textarea}
          lang={lang}
          dir={dir}
          ref={ref}
          id={id}
          rows={22}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          className={`block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm leading-6 text-slate-900 shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <section aria-labelledby={`${id}-preview`} className="min-w-0">
        <h3 id={`${id}-preview`} className="mb-1.5 text-sm font-medium text-slate-800">
          {t('content.preview')}
        </h3>
        <div
          lang={lang}
          dir={dir}
          aria-live="polite"
          aria-busy={preview.status === 'loading'}
          className="max-h-[34rem] min-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5"
        >
          {preview.status === 'ready' ? (
            <MarkdownHtml html={preview.html} variant={kind === 'post' ? 'post' : 'posting'} />
          ) : preview.status === 'error' ? (
            <p className="text-sm text-red-700">{t('content.previewFailed')}</p>
          ) : preview.status === 'loading' ? (
            <p className="text-sm text-slate-500">{t('content.previewLoading')}</p>
          ) : (
            <p className="text-sm text-slate-500">{t('content.previewEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
