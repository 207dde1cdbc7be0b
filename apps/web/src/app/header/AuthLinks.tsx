import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Login and Sign Up; `block` stretches them side by side for the mobile sheet. */
export function AuthLinks({ block = false, onNavigate }: { block?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const size = block ? 'h-12 flex-1 text-base' : 'h-10 px-5 text-sm whitespace-nowrap';
  return (
    <div className={`flex items-center gap-2 ${block ? 'w-full' : ''}`}>
      <Link
        to="/login"
        onClick={onNavigate}
        className={`inline-flex items-center justify-center rounded-full border border-slate-300 font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 ${size} ${ring}`}
      >
        {t('auth.login')}
      </Link>
      <Link
        to="/register"
        onClick={onNavigate}
        className={`inline-flex items-center justify-center rounded-full bg-brand-700 font-semibold text-white shadow-sm transition hover:bg-brand-800 ${size} ${ring}`}
      >
        {t('auth.signUp')}
      </Link>
    </div>
  );
}
