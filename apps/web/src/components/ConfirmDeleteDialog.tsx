import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCancel, DialogFrame } from './DialogFrame.tsx';
import { FormAlert } from './form/FormAlert.tsx';

interface Props {
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** While the deletion runs the button waits; a failure is shown in the dialog, which stays open. */
  pending: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** 'Delete this …?': an alert dialog whose red button deletes, for the cart's items and the checkout's addresses. */
export function ConfirmDeleteDialog({
  title,
  description,
  cancelLabel,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocusTo,
}: Props) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      role="alertdialog"
      title={title}
      description={description}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{cancelLabel}</DialogCancel>
        <button
          type="button"
          onClick={() => {
            if (!pending) onConfirm();
          }}
          disabled={pending}
          aria-busy={pending || undefined}
          className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t('form.wait') : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
