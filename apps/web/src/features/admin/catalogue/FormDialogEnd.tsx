import { useTranslation } from 'react-i18next';
import { DialogCancel } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { primaryButton } from './parts.tsx';

/**
 * The end of a Catalogue form dialog (a category, a city): the save's refusal if any, then cancel and save, busy
 * while the save runs so it is not sent twice.
 */
export function FormDialogEnd({ alert, submitting }: { alert: string; submitting: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('catalogue.cancel')}</DialogCancel>
        <button type="submit" disabled={submitting} aria-busy={submitting || undefined} className={primaryButton}>
          {submitting ? t('form.wait', { ns: 'common' }) : t('catalogue.save')}
        </button>
      </div>
    </>
  );
}
