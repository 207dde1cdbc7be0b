import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../components/DialogCloseButton.tsx';
import { formatAed } from '../../../lib/format/index.ts';
import './mobile-bar.css';

/** Tailwind's md breakpoint, from which the Payment Details panel sits beside the experiences. */
const WIDE_QUERY = '(min-width: 768px)';

/**
 * Phones (below md) get a bar fixed to the bottom with the pass's real Total and Book Now, which opens the
 * 'Select number of experiences' sheet holding the same choices as the desktop panel. The sheet is a modal
 * dialog: focus stays in it, Escape closes it, and focus goes back to the bar's button.
 */
export function MobilePassBar({ total, children }: { total: number; children: ReactNode }) {
  const { t } = useTranslation('passes');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The sheet exists only on narrow screens; widening the window closes it so no scroll lock is left behind.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const close = () => wide.matches && setOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);

  return (
    <>
      <div className="pass-booking-bar fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:hidden">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
          <p className="min-w-0">
            <span className="block truncate text-xs text-slate-500">{t('detail.total')}</span>
            <span className="text-lg font-bold text-slate-900 tabular-nums" data-testid="mobile-total">
              {formatAed(total)}
            </span>
          </p>
          <button
            ref={button}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className="shrink-0 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('bookNow')}
          </button>
        </div>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[88vh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none md:hidden"
          >
            <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
            <Dialog.Title className="mb-2 pe-10 text-lg font-bold text-slate-900">
              {t('detail.sheetHeading')}
            </Dialog.Title>
            {children}
            <DialogCloseButton label={t('close')} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
