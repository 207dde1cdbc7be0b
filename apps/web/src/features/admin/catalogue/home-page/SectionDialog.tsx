import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { slugFromName } from '@weekends/shared/admin-catalogue';
import { HOME_SECTION_SLUG, type AdminHomeSection } from '@weekends/shared/admin-home';
import { TRENDING_SECTION_SLUG } from '@weekends/shared/constants';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { CheckboxField } from '../parts.tsx';
import { useHomePageChange } from './api.ts';
import { serverFieldErrors } from './fieldErrors.ts';
import { api } from '../../../../lib/api.ts';

/** Add or rename a home section: its name, its slug (its page's address, /sections/{slug}), shown, and its place. */
export function SectionDialog({
  section,
  nextPosition,
  onClose,
  onSaved,
}: {
  section: AdminHomeSection | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  // The answer (the section, without its activity count) is not read: the lists are fetched again.
  const change = useHomePageChange();
  const [values, setValues] = useState({
    name: section?.name ?? '',
    // Always sent: an emptied Arabic name removes the translation and the English shows.
    nameAr: section?.nameAr ?? '',
    slug: section?.slug ?? '',
    position: String(section?.position ?? nextPosition),
    isActive: section?.isActive ?? true,
  });
  // A new section's slug follows its name until the admin types one.
  const [slugTouched, setSlugTouched] = useState(section !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const trending = section?.slug === TRENDING_SECTION_SLUG;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const position = Number(values.position);
    if (!values.name.trim()) found.name = t('homePage.sections.nameRequired');
    if (!HOME_SECTION_SLUG.test(values.slug.trim())) found.slug = t('homePage.sections.slugInvalid');
    if (!Number.isInteger(position) || position < 0) found.position = t('homePage.positionInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return setError(t('homePage.fixFields'));
    setError('');
    const json = {
      name: values.name.trim(),
      nameAr: values.nameAr.trim() || null,
      slug: values.slug.trim(),
      isActive: values.isActive,
      position,
    };
    change.mutate(
      section
        ? () => api.put('/api/admin/catalogue/home-sections/{id}', { params: { path: { id: section.id } }, body: json })
        : () => api.post('/api/admin/catalogue/home-sections', { body: json }),
      {
        onSuccess: () => {
          onSaved(t(section ? 'homePage.sections.saved' : 'homePage.sections.added', { name: json.name }));
          onClose();
        },
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          setError(applyApiError(failure) || t('homePage.fixFields'));
        },
      },
    );
  };

  return (
    <DialogFrame
      title={t(section ? 'homePage.sections.editTitle' : 'homePage.sections.addTitle')}
      description={t('homePage.sections.dialogDescription')}
      onClose={onClose}
      width="max-w-xl"
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <p className="text-sm text-slate-600">{t('catalogue.arabicNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('homePage.sections.name')}
            lang="en"
            dir="ltr"
            value={values.name}
            maxLength={120}
            onChange={(e) =>
              setValues((v) => ({
                ...v,
                name: e.target.value,
                slug: slugTouched ? v.slug : slugFromName(e.target.value),
              }))
            }
            error={errors.name}
          />
          <TextField
            label={t('homePage.sections.nameAr')}
            value={values.nameAr}
            maxLength={120}
            dir="rtl"
            lang="ar"
            onChange={(e) => setValues((v) => ({ ...v, nameAr: e.target.value }))}
            error={errors.nameAr}
          />
        </div>
        <TextField
          label={t('homePage.sections.slug')}
          dir="ltr"
          hint={trending ? t('homePage.sections.trendingSlug') : t('homePage.sections.slugHint')}
          value={values.slug}
          maxLength={120}
          readOnly={trending}
          onChange={(e) => {
            setSlugTouched(true);
            setValues((v) => ({ ...v, slug: e.target.value }));
          }}
          error={errors.slug}
        />
        <TextField
          label={t('homePage.position')}
          hint={t('homePage.positionHint')}
          type="number"
          inputMode="numeric"
          min={0}
          value={values.position}
          onChange={(e) => setValues((v) => ({ ...v, position: e.target.value }))}
          error={errors.position}
          className="max-w-40"
        />
        <CheckboxField
          label={t('homePage.sections.shown')}
          checked={values.isActive}
          onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('homePage.cancel')}</DialogCancel>
          <SubmitButton pending={change.isPending} className="sm:w-auto">
            {t('homePage.save')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
