import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { closeConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { logout, useSetSessionUser } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { clearStoredData } from '../clearStoredData.ts';
import '../i18n.ts';

/** The logout page shows for 2 seconds before going home. */
export const LOGOUT_DELAY_MS = 2000;

/**
 * /logout: forgets the stored data and pop-ups, ends the session on the server, and after 2 seconds goes to '/'.
 * A failed request (offline) still forgets the user here and still goes home.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  usePageMeta(t('meta.logout.title'));

  useEffect(() => {
    let cancelled = false;
    clearStoredData();
    closeConfirmationPrompt();
    const ended = logout(queryClient).catch(() => setSessionUser(null));
    const waited = new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
    void Promise.all([ended, waited]).then(() => {
      if (!cancelled) void navigate('/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // Once per visit of the page; the query client and navigate do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-6 py-16">
      <div className="flex flex-col items-center text-center" role="status">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('logout.heading')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('logout.body')}</p>
      </div>
    </section>
  );
}
