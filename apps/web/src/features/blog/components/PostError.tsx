import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A post that failed to load (network, server) says so and offers a retry, instead of an empty page. */
export function PostError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('blog');
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t('post.errorHeading')}</h1>
      <p className="mt-3 text-slate-600">{t('post.errorBody')}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="inline-flex items-center rounded-full bg-brand-700 px-8 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {t('post.retry')}
        </button>
        <Link
          to="/blog"
          className="inline-flex items-center rounded-full border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('post.back')}
        </Link>
      </div>
    </section>
  );
}
