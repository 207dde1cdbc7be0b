import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActivityRow } from '@weekends/shared/admin-activities';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { useActivityAction } from './api.ts';
import type { Notice } from './notice.ts';

/** The default places per date (or the undated stock): what the host's calendar starts each date with. */
export function PlacesDialog({
  row,
  onClose,
  onNotice,
}: {
  row: AdminActivityRow;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('admin');
  const action = useActivityAction();
  const [value, setValue] = useState(String(row.places));
  const [error, setError] = useState('');
  const places = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(places) && places >= 0 && places <= 100_000;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(t('activities.placesInvalid'));
    action.mutate(
      { id: row.id, action: { kind: 'places', places } },
      {
        onSuccess: () => {
          onNotice({ tone: 'success', text: t('activities.placesSaved', { title: row.title, places }) });
          onClose();
        },
        onError: (failure) => setError(applyApiError(failure)),
      },
    );
  };

  return (
    <DialogFrame
      title={t('activities.placesTitle')}
      description={t('activities.placesDescription', { title: row.title })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label={t('activities.placesLabel')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100000}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!valid && error ? error : undefined}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('activities.cancel')}</DialogCancel>
          <SubmitButton pending={action.isPending} className="sm:w-auto">
            {t('activities.save')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
