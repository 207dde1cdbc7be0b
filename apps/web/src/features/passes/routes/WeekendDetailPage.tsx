import '../i18n.ts';
import '../../pass/i18n.ts';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../app/LazyNotFoundPage.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useBundle } from '../api.ts';
import { PassDetailView } from '../components/PassDetailView.tsx';

/** /weekend-detail/:slug — one weekend pass; an unknown slug is the 404 page. Keyed on the slug so choices reset. */
export function WeekendDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('passes');
  const bundle = useBundle(slug);

  if (bundle.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <div className="h-8 w-2/3 animate-pulse rounded-lg bg-slate-200" />
        <div className="mt-6 h-64 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (bundle.isError) {
    if (bundle.error instanceof ApiRequestError && bundle.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadError title={t('detail.loadError')} error={bundle.error} onRetry={() => void bundle.refetch()} />
      </div>
    );
  }
  return <PassDetailView key={slug} bundle={bundle.data} />;
}
