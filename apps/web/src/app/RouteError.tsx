import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './LazyNotFoundPage.tsx';

/** A page that failed to load says so and offers a way back, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('error.heading')}</h1>
      <p className="mt-3 text-slate-600">{t('error.body')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('notFound.cta')}
      </Link>
    </section>
  );
}
