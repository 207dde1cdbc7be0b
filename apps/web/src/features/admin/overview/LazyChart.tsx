import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';

/**
 * A chart whose code (recharts) loads on its own, so the page's figures and tables do not wait for it: a quiet
 * placeholder while it downloads, and a retry in its box when the download fails.
 */
export function LazyChart<P extends object>({
  load,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}) {
  const { t } = useTranslation('admin');
  // A new lazy component on retry: React.lazy keeps a failed download's error for good.
  const [Chart, setChart] = useState(() => lazy(load));
  return (
    <LoadBoundary
      fallback={(retry) => (
        <div
          role="alert"
          className="flex h-64 flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 text-sm text-slate-600"
        >
          {t('overview.charts.loadError')}
          <button
            type="button"
            onClick={() => {
              setChart(() => lazy(load));
              retry();
            }}
            className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('loadError.retry', { ns: 'common' })}
          </button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <div
            aria-busy="true"
            className="flex h-64 items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500"
          >
            <span className="animate-pulse">{t('overview.charts.loading')}</span>
          </div>
        }
      >
        <Chart {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
