import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { useSession } from '../../lib/session.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { UserChip, chipClass } from './UserChip.tsx';

// Radix DropdownMenu is only needed once someone is signed in, so a visitor's first page never downloads it.
const UserMenu = lazyWithPreload(() => import('./UserMenu.tsx').then((m) => m.UserMenu));

/**
 * The header's right end on desktop: Login / Sign Up for visitors, the same plus a 'Guest' mark for guests (they
 * may still sign up, which merges their guest account), the user menu for everyone signed in. The wrapper keeps
 * its width while the session loads, so nothing in the header moves when it arrives.
 *
 * While the session loads (always in the server's HTML, since who is signed in is left to the browser) it shows Login
 * and Sign Up, as to a visitor: an empty space there looked like missing buttons until the page came alive, and
 * without JavaScript the links still lead to the forms. Someone signed in sees their menu replace them.
 */
export function AccountArea() {
  const { t } = useTranslation('shell');
  const session = useSession();
  let content;
  if (session.status === 'customer') {
    content = (
      <Suspense
        fallback={
          <span className={chipClass} aria-hidden="true">
            <UserChip user={session.user} />
          </span>
        }
      >
        <UserMenu user={session.user} />
      </Suspense>
    );
  } else if (session.status === 'guest') {
    content = (
      <div className="flex items-center gap-3">
        <GuestMark label={t('auth.guest')} name={session.user.firstName} />
        <AuthLinks />
      </div>
    );
  } else {
    content = <AuthLinks />;
  }
  return <div className="flex min-w-48 justify-end">{content}</div>;
}

export function GuestMark({ label, name }: { label: string; name: string }) {
  return (
    <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-slate-100 ps-2 pe-3 text-xs font-semibold text-slate-700">
      <svg
        viewBox="0 0 20 20"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <circle cx="10" cy="7" r="3.2" />
        <path strokeLinecap="round" d="M3.8 16.5c1.2-3 3.5-4.5 6.2-4.5s5 1.5 6.2 4.5" />
      </svg>
      <span className="max-w-[7rem] truncate">
        {label}
        <span className="font-normal text-slate-500">
          {' · '}
          <bdi>{name}</bdi>
        </span>
      </span>
    </span>
  );
}
