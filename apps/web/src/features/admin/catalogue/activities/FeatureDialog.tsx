import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminActivityRow } from '@weekends/shared/admin-activities';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { featureSectionsQuery, useActivityAction } from './api.ts';
import type { Notice } from './notice.ts';

/** Feature: the activity goes into a home section as featured, shown before the section's other activities. */
export function FeatureDialog({
  row,
  onClose,
  onNotice,
}: {
  row: AdminActivityRow;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('admin');
  const sections = useQuery(featureSectionsQuery);
  const action = useActivityAction();
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sectionId === null) return setError(t('activities.chooseSection'));
    const section = sections.data?.find((s) => s.id === sectionId);
    action.mutate(
      { id: row.id, action: { kind: 'feature', sectionId } },
      {
        onSuccess: () => {
          onNotice({
            tone: 'success',
            text: t('activities.featured', { title: row.title, section: section?.name ?? '' }),
          });
          onClose();
        },
        onError: (failure) => setError(applyApiError(failure)),
      },
    );
  };

  return (
    <DialogFrame
      title={t('activities.featureTitle')}
      description={t('activities.featureDescription', { title: row.title })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        {sections.error ? <FormAlert>{t('table.error')}</FormAlert> : null}
        <SelectField
          label={t('activities.section')}
          placeholder={t('activities.chooseSection')}
          options={(sections.data ?? []).map((s) => ({
            id: s.id,
            name: s.isActive ? s.name : `${s.name} (${t('activities.hidden')})`,
          }))}
          value={sectionId}
          onChange={(value) => {
            setSectionId(value);
            setError('');
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('activities.cancel')}</DialogCancel>
          <SubmitButton pending={action.isPending} className="sm:w-auto">
            {t('activities.featureAction')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
