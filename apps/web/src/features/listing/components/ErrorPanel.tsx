import { useTranslation } from 'react-i18next';

/** A failed load says so and offers a retry, instead of a spinner that never stops. */
export function ErrorPanel({ title, hint, onRetry }: { title: string; hint?: string; onRetry: () => void }) {
  const { t } = useTranslation('listing');
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {hint && <p className="mt-2 text-sm text-slate-500">{hint}</p>}
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('results.retry')}
      </button>
    </div>
  );
}
