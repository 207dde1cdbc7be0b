import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import '../i18n.ts';

/** The app's 404 look for a position that does not exist or is no longer open. */
export function UnknownOpening() {
  const { t } = useTranslation('careers');
  const { t: tc } = useTranslation();
  usePageMeta(tc('notFound.title'), tc('notFound.heading'));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl">{tc('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{tc('notFound.heading')}</h1>
      <p className="mt-3 text-slate-600">{t('detail.notOpen')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex items-center rounded-full bg-brand-700 px-8 py-3 text-sm font-semibold tracking-wide text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {tc('notFound.cta')}
        </Link>
        <Link
          to="/career"
          className="inline-flex items-center rounded-full border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('detail.seeOpenings')}
        </Link>
      </div>
    </section>
  );
}
