import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The dialog of LoginPrompt.tsx, loaded the first time it opens. */
export function LoginPromptDialog({ open, onOpenChange, reason }: { open: boolean; onOpenChange: (open: boolean) => void; reason?: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">{t('loginPrompt.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{reason ?? t('loginPrompt.defaultReason')}</Dialog.Description>
          <div className="mt-6 flex gap-3">
            <Link
              to="/login"
              onClick={() => onOpenChange(false)}
              className="inline-flex flex-1 items-center justify-center rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('loginPrompt.login')}
            </Link>
            <Link
              to="/register"
              onClick={() => onOpenChange(false)}
              className="inline-flex flex-1 items-center justify-center rounded-full border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('loginPrompt.register')}
            </Link>
          </div>
          <Dialog.Close
            aria-label={t('loginPrompt.close')}
            className="absolute top-3 right-3 inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
