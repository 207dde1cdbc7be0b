import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from './DialogCloseButton.tsx';

interface Props {
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer (delete this?); Escape and the overlay still cancel it. */
  role?: 'dialog' | 'alertdialog';
  /** Tailwind max width of the card. */
  width?: string;
  /** Where focus goes on closing, when what opened the pop-up has gone (an item of a menu that closed). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * 'dialog' focuses the pop-up itself on opening, not its first field: over a camera view a phone's keyboard would
   * cover it.
   */
  initialFocus?: 'first' | 'dialog';
}

/**
 * A centred pop-up in the app's style (the login pop-up's look), open while mounted: Radix traps focus in it, Escape
 * and the overlay close it, and focus goes back to what opened it (or to `returnFocusTo` when that is gone). The cart's
 * edit and delete pop-ups and the checkout's confirmations use it.
 */
export function DialogFrame({
  title,
  description,
  onClose,
  children,
  role = 'dialog',
  width = 'max-w-md',
  returnFocusTo,
  initialFocus = 'first',
}: Props) {
  const { t } = useTranslation();
  // What had focus as the pop-up opened (the button that opened it), to give it back on closing.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content
          role={role}
          onOpenAutoFocus={(event) => {
            if (initialFocus !== 'dialog') return;
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger, the dialog would leave focus on the page's body.
            event.preventDefault();
            const target = returnFocusTo?.current ?? opener;
            if (target?.isConnected) target.focus();
          }}
          className={`fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-7 ${width}`}
        >
          <Dialog.Title className="pe-10 text-xl font-bold tracking-tight text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1.5 pe-6 text-sm leading-6 text-slate-600">
            {description}
          </Dialog.Description>
          {children}
          <DialogCloseButton label={t('dialog.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The pop-up's secondary button (Cancel, Keep It): closes it. */
export function DialogCancel({ children }: { children: ReactNode }) {
  return (
    <Dialog.Close className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 px-6 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
      {children}
    </Dialog.Close>
  );
}
