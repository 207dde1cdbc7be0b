import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** 'Your cart is empty!' with the way back home. */
export function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <svg
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="text-brand-600"
      >
        <path d="M5 8h14l-1.2 11.1a2 2 0 01-2 1.9H8.2a2 2 0 01-2-1.9L5 8z" />
        <path d="M9 10V6.5a3 3 0 016 0V10" />
      </svg>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('empty')}</h2>
      <p className="mt-1.5 text-sm text-slate-600">{t('emptyHint')}</p>
      <Link
        to="/"
        className="mt-6 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('returnHome')}
      </Link>
    </div>
  );
}
