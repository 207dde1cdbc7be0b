import { useTranslation } from 'react-i18next';
import { DialogCancel } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { primaryButton } from './parts.tsx';

/**
 * The end of a Commerce dialog's form: whether it is on sale, the refusal if any, and cancel and save (busy while
 * the save runs, so it is not sent twice).
 */
export function SaveFooter({
  active,
  onActive,
  activeLabel,
  alert,
  pending,
}: {
  active: boolean;
  onActive: (active: boolean) => void;
  activeLabel: string;
  alert: string;
  pending: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => onActive(e.target.checked)}
          className="h-5 w-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        {activeLabel}
      </label>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('commerce.cancelEdit')}</DialogCancel>
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={primaryButton}>
          {pending ? t('form.wait', { ns: 'common' }) : t('commerce.save')}
        </button>
      </div>
    </>
  );
}
