import { useTranslation } from 'react-i18next';

/** The earlier site's notice that most experiences are paused, with the way forward (requests). */
export function CovidStrip() {
  const { t } = useTranslation('home');
  return (
    <aside aria-label={t('covid.label')} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center sm:px-6 lg:px-8">
        <svg
          viewBox="0 0 20 20"
          width="18"
          height="18"
          fill="currentColor"
          aria-hidden="true"
          className="mt-0.5 shrink-0 text-amber-600 sm:mt-0"
        >
          <path d="M10 1.8a8.2 8.2 0 100 16.4 8.2 8.2 0 000-16.4zm.9 12.4H9.1V9h1.8zm0-6.8H9.1V5.6h1.8z" />
        </svg>
        <p>
          <strong className="font-semibold">{t('covid.label')}: </strong>
          {t('covid.text')}
        </p>
      </div>
    </aside>
  );
}
