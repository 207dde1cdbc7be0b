import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from './NewsletterForm.tsx';
import '../i18n.ts';

/** On success the pop-up closes after about 1 s. */
export const NEWSLETTER_POPUP_CLOSE_MS = 1_000;

/**
 * The newsletter pop-up (loaded by NewsletterPopup when its time comes). Focus goes to the dialog itself rather than
 * to the field, so a phone's keyboard does not jump up uninvited; Tab reaches the field first.
 */
export function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('newsletter');
  const content = useRef<HTMLDivElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px] transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          ref={content}
          tabIndex={-1}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          className="fixed top-1/2 inset-x-0 mx-auto z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl transition starting:scale-95 starting:opacity-0 focus:outline-none motion-reduce:transition-none"
        >
          <div className="relative overflow-hidden bg-brand-700 px-6 pt-8 pb-7 text-white sm:px-8">
            <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute -top-20 -end-16 h-56 w-56 text-brand-600">
              <circle cx="100" cy="100" r="100" fill="currentColor" />
            </svg>
            <span
              className="relative flex h-12 w-12 items-center justify-center rounded-full bg-white/15 ring-4 ring-white/10"
              aria-hidden="true"
            >
              <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
                <rect x="3" y="5" width="18" height="14" rx="2.5" />
                <path strokeLinecap="round" strokeLinejoin="round" d="M3.5 7l8.5 6 8.5-6" />
              </svg>
            </span>
            <p className="relative mt-4 text-xs font-semibold tracking-wider text-brand-100 uppercase">
              {t('popup.eyebrow')}
            </p>
            <Dialog.Title className="relative mt-1 text-2xl font-bold tracking-tight">{t('popup.title')}</Dialog.Title>
            <Dialog.Description className="relative mt-2 text-sm leading-relaxed text-brand-50">
              {t('popup.text')}
            </Dialog.Description>
          </div>
          <div className="px-6 pt-6 pb-7 sm:px-8">
            <NewsletterForm
              source="popup"
              compact
              onSubscribed={() => {
                closing.current = setTimeout(onClose, NEWSLETTER_POPUP_CLOSE_MS);
              }}
            />
          </div>
          <Dialog.Close
            aria-label={t('popup.close')}
            className="absolute top-3 end-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-white/90 transition hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
