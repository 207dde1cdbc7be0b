import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The mark (a sun rising over a dune) and the wordmark; `tone` flips it for the dark footer. */
export function Logo({ tone = 'dark', onNavigate }: { tone?: 'dark' | 'light'; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={t('logo.home')}
      className="inline-flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <LogoMark />
      <span className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
        {t('brand', { ns: 'common' })}
      </span>
    </Link>
  );
}

export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#0f766e" />
      <circle cx="20" cy="21" r="7.5" fill="#fbbf24" />
      <path d="M4 27.5c5.5-4.2 10.5-4.2 16 0s10.5 4.2 16 0V36a4 4 0 01-4 4H8a4 4 0 01-4-4z" fill="#f0fdfa" />
      <path d="M4 31c5.5-3.4 10.5-3.4 16 0s10.5 3.4 16 0" fill="none" stroke="#99f6e4" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
