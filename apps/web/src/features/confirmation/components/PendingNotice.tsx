import '../i18n.ts';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { preloadConfirmationDialog } from './ConfirmationPrompt.tsx';

/**
 * The slim bar under the header for a signed-in customer whose address is unconfirmed ('Pending'
 * with a Resend Email link). The link opens the confirmation pop-up, which resends and waits.
 */
export function PendingNotice() {
  const { t } = useTranslation('confirmation');
  const session = useSession();
  const { pathname } = useLocation();
  // The host area carries the notice in its own header: one is enough.
  if (pathname.startsWith('/vendor/')) return null;
  if (session.status !== 'customer' || session.user.isConfirmed) return null;
  return (
    <section aria-label={t('pending.label')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-[13px] leading-snug text-amber-950 sm:px-6 sm:text-sm lg:px-8">
        <span className="inline-flex shrink-0 items-center rounded-full bg-amber-200/80 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase">
          {t('pending.badge')}
        </span>
        <p className="min-w-0 flex-1">{t('pending.text')}</p>
        <button
          type="button"
          onClick={openConfirmationPrompt}
          onPointerEnter={preloadConfirmationDialog}
          onFocus={preloadConfirmationDialog}
          className="inline-flex min-h-8 shrink-0 items-center rounded font-semibold whitespace-nowrap text-brand-800 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-900 hover:decoration-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('pending.resend')}
        </button>
      </div>
    </section>
  );
}
