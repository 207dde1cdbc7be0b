import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/usePageMeta.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.heading'));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('notFound.heading')}</h1>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-full bg-brand-700 px-8 py-3 text-sm font-semibold tracking-wide text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('notFound.cta')}
      </Link>
    </section>
  );
}
