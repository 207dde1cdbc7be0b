import { useTranslation } from 'react-i18next';

/** A failed load (network, server) says so and offers a retry, instead of an empty page. */
export function ActivityError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('activity');
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t('error.heading')}</h1>
      <p className="mt-3 text-slate-600">{t('error.body')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-8 inline-flex items-center rounded-full bg-brand-700 px-8 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {t('error.retry')}
      </button>
    </section>
  );
}
