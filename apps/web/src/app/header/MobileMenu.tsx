import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { useSession } from '../../lib/session.ts';
import { Avatar } from './UserChip.tsx';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

// The sheet (Radix Dialog and Accordion) is fetched when the button is first pointed at, focused or pressed,
// so phones do not download it with every first page.
const MobileMenuSheet = lazyWithPreload(() => import('./MobileMenuSheet.tsx').then((m) => m.MobileMenuSheet));

/** Below 1024 px the header collapses into a sheet behind this button. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const session = useSession();
  // Signed in, the button carries the avatar too: the account lives in the sheet on phones.
  const user = session.status === 'customer' ? session.user : null;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={MobileMenuSheet.preload}
        onTouchStart={MobileMenuSheet.preload}
        onFocus={MobileMenuSheet.preload}
        onClick={() => setOpen(true)}
        className={`inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full text-slate-800 transition hover:bg-slate-100 ${user ? 'border border-slate-200 ps-1 pe-2' : ''} ${ring}`}
      >
        {/* Named by text, not aria-label: a label that differs from the visible initials confuses voice control. */}
        <span className="sr-only">{t('mobile.open')}</span>
        {user && <Avatar user={user} size="sm" />}
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuSheet onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
