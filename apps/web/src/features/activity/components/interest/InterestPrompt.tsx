import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { closeInterestDialog, useInterestDialogOpen } from '../../lib/interestDialog.ts';
import { withWords } from '../../../../lib/lazy.ts';

export interface InterestActivity {
  id: number;
  title: string;
  submitRequestText: string | null;
}

type DialogComponent = ComponentType<{ activity: InterestActivity; onClose: () => void }>;

/**
 * The pop-up's code (the form, its rules, the phone field and captcha) downloads when the visitor reaches for the
 * Submit Interest button, so the activity page's first load does not carry it. A failed download is retried next time.
 */
let dialogModule: Promise<DialogComponent> | undefined;
function loadDialog(): Promise<DialogComponent> {
  dialogModule ??= withWords(import('./InterestDialog.tsx')).then(
    (m) => m.InterestDialog,
    (error: unknown) => {
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}
export const preloadInterestDialog = () => void loadDialog().catch(() => undefined);

/** Mounted once on a submit-request activity's page: shows the Submit Interest pop-up while it is asked for. */
export function InterestPrompt({ activity }: { activity: InterestActivity }) {
  const { t } = useTranslation('activity');
  const requested = useInterestDialogOpen();
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // Leaving the page forgets an open request, so the next activity does not open with it.
  useEffect(() => closeInterestDialog, []);

  useEffect(() => {
    if (!requested || Dialog) return;
    let cancelled = false;
    loadDialog().then(
      (component) => {
        if (cancelled) return;
        setLoadFailed(false);
        setDialog(() => component);
      },
      () => {
        if (cancelled) return;
        setLoadFailed(true);
        closeInterestDialog();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requested, Dialog]);

  if (loadFailed) {
    return (
      <div
        role="alert"
        className="fixed inset-x-4 bottom-24 z-[60] mx-auto flex max-w-md items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg lg:bottom-6"
      >
        <p className="flex-1">{t('booking.interestLoadFailed')}</p>
        <button
          type="button"
          onClick={() => setLoadFailed(false)}
          className="font-semibold text-brand-200 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('booking.dismiss')}
        </button>
      </div>
    );
  }
  if (!requested || !Dialog) return null;
  return <Dialog activity={activity} onClose={closeInterestDialog} />;
}
