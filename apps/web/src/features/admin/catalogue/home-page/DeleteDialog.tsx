import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../../components/ConfirmDeleteDialog.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useHomePageChange } from './api.ts';

/**
 * Deleting a section or a slide of the Home page: asked first, a refusal shown in the dialog, and `onDeleted` (the
 * tab's notice, closing) once the server has deleted it; the Home page's lists refresh either way.
 */
export function DeleteDialog({
  title,
  description,
  request,
  onDeleted,
  onClose,
}: {
  title: string;
  description: string;
  request: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useHomePageChange();
  return (
    <ConfirmDeleteDialog
      title={title}
      description={description}
      cancelLabel={t('homePage.cancel')}
      confirmLabel={t('homePage.delete')}
      pending={remove.isPending}
      error={remove.error ? applyApiError(remove.error) : ''}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => remove.mutate(request, { onSuccess: onDeleted })}
    />
  );
}
