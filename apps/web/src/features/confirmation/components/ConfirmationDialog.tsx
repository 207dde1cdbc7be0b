import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { closeConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { ResendButton } from './ResendButton.tsx';
import { useResendConfirmation } from './useResendConfirmation.ts';
import '../i18n.ts';
import { DialogCloseButton } from '../../../components/DialogCloseButton.tsx';

/** The user is polled every 3000 ms while the pop-up is open. */
export const CONFIRMATION_POLL_MS = 3000;

/**
 * The pop-up itself. While it is mounted the session user is refetched every 3 s; the refetch writes the session
 * query, so the moment it says confirmed, ConfirmationPrompt unmounts this (closing it and stopping the polling)
 * and every part of the page sees the confirmed user.
 */
export function ConfirmationDialog({ email }: { email: string }) {
  const { t } = useTranslation('confirmation');
  const poll = useQuery({ ...currentUserQuery, refetchInterval: CONFIRMATION_POLL_MS });
  const { resend, sending, sent, error } = useResendConfirmation();
  const [checkedByHand, setCheckedByHand] = useState(false);
  const [checking, setChecking] = useState(false);

  const refresh = async () => {
    setChecking(true);
    await poll.refetch();
    setChecking(false);
    setCheckedByHand(true);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeConfirmationPrompt()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px] transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content className="fixed top-1/2 inset-x-0 mx-auto z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none sm:p-8">
          <span
            className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50"
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="1.8">
              <rect x="3" y="5" width="18" height="14" rx="2.5" />
              <path strokeLinecap="round" strokeLinejoin="round" d="M3.5 7l8.5 6 8.5-6" />
            </svg>
          </span>
          <Dialog.Title className="mt-5 text-xl font-bold text-slate-900">{t('prompt.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-600">
            <Trans
              t={t}
              i18nKey="prompt.body"
              values={{ email }}
              components={{ strong: <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" /> }}
            />
          </Dialog.Description>
          <p className="mt-2 text-sm text-slate-500">{t('prompt.spam')}</p>

          <div className="mt-6 flex flex-col gap-3">
            <ResendButton sending={sending} sent={sent} onClick={resend} className="w-full" />
            <button
              type="button"
              onClick={() => void refresh()}
              disabled={checking}
              className="inline-flex h-11 w-full items-center justify-center rounded-full border border-slate-300 px-6 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
            >
              {checking ? t('prompt.refreshing') : t('prompt.refresh')}
            </button>
          </div>

          <div className="mt-4 min-h-5 text-sm" aria-live="polite">
            {error ? (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            ) : sent ? (
              <p className="text-emerald-700">{t('resend.sentTo', { email })}</p>
            ) : checkedByHand && !checking ? (
              <p className="text-slate-600">{t('prompt.notYet')}</p>
            ) : (
              <p className="inline-flex items-center gap-2 text-slate-500">
                <span className="h-2 w-2 animate-pulse rounded-full bg-brand-500" aria-hidden="true" />
                {t('prompt.waiting')}
              </p>
            )}
          </div>

          <DialogCloseButton label={t('prompt.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
