import './menusI18n.ts';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { LOGOUT_LINK, accountLinksFor } from './accountLinks.ts';
import { GuestMark } from './AccountArea.tsx';
import { Avatar, PersonName } from './UserChip.tsx';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The mobile sheet's account block: who is signed in and the user menu's links, or for a guest, who they are. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['headerMenus', 'shell']);
  const session = useSession();
  if (session.status === 'guest') {
    return (
      <div className="mb-5 rounded-xl bg-slate-50 p-4">
        <GuestMark label={t('shell:auth.guest')} name={session.user.firstName} />
        <p className="mt-2 text-sm text-slate-600">{t('shell:auth.guestHint')}</p>
      </div>
    );
  }
  if (session.status !== 'customer') return null;
  const { user } = session;
  return (
    <section aria-label={t('account.section')} className="mb-6 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center gap-3">
        <Avatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-base font-bold text-slate-900">
            <Trans t={t} i18nKey="account.hello" components={{ name: <PersonName user={user} /> }} />
          </p>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
        </div>
      </div>
      <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
        {accountLinksFor(user).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              className={`flex min-h-12 items-center rounded px-1 text-base font-medium text-slate-800 hover:text-brand-800 ${ring}`}
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sheet's bottom bar: Login / Sign Up for visitors and guests, Logout for the signed in. */
export function MobileAccountFooter({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['headerMenus', 'shell']);
  const session = useSession();
  if (session.status === 'loading') return <div className="h-12" aria-hidden="true" />;
  if (session.status === 'customer') {
    return (
      <Link
        to={LOGOUT_LINK.to}
        onClick={onNavigate}
        className={`inline-flex h-12 w-full items-center justify-center rounded-full border border-slate-300 text-base font-semibold text-red-700 transition hover:border-red-300 hover:bg-red-50 ${ring}`}
      >
        {t(LOGOUT_LINK.labelKey)}
      </Link>
    );
  }
  return <AuthLinks block onNavigate={onNavigate} />;
}
