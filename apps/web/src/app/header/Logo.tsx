import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/LogoMark.tsx';

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
