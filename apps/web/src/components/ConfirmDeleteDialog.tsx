import type { RefObject } from 'react';
import { DialogCancel, DialogFrame } from './DialogFrame.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';

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
        <SubmitButton
          tone="danger"
          type="button"
          pending={pending}
          onClick={() => {
            if (!pending) onConfirm();
          }}
          className="sm:w-auto"
        >
          {confirmLabel}
        </SubmitButton>
      </div>
    </DialogFrame>
  );
}
