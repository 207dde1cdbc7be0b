import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeLink, type AdminSlide } from '@weekends/shared/admin-home';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { ImageFileField } from '../../../../components/form/ImageFileField.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { CheckboxField } from '../parts.tsx';
import { uploadSlideImage, useHomePageChange } from './api.ts';
import { serverFieldErrors } from './fieldErrors.ts';
import { api } from '../../../../lib/api.ts';

type Variant = 'wide' | 'small';

/**
 * Add or change a slide: the wide picture (desktop) and the small one (phones) are uploaded as soon as they are
 * chosen, checked by the server, and the slide is saved with their paths, a title, a link and its place.
 */
export function SlideDialog({
  slide,
  nextPosition,
  onClose,
  onSaved,
}: {
  slide: AdminSlide | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const change = useHomePageChange<AdminSlide>();
  const [images, setImages] = useState({ image: slide?.image ?? '', imageSmall: slide?.imageSmall ?? '' });
  const [uploading, setUploading] = useState<Variant | null>(null);
  const [values, setValues] = useState({
    title: slide?.title ?? '',
    // Always sent: an emptied Arabic title removes the translation and the English shows.
    titleAr: slide?.titleAr ?? '',
    link: slide?.link ?? '',
    position: String(slide?.position ?? nextPosition),
    isActive: slide?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');

  const onFile = async (variant: Variant, file: File) => {
    const field = variant === 'wide' ? 'image' : 'imageSmall';
    setUploading(variant);
    setErrors((e) => ({ ...e, [field]: '' }));
    try {
      const upload = await uploadSlideImage(variant, file);
      setImages((current) => ({ ...current, [field]: upload.path }));
    } catch (failure) {
      setErrors((e) => ({ ...e, [field]: serverFieldErrors(failure).image || applyApiError(failure) }));
    } finally {
      setUploading(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!images.image) found.image = t('homePage.slides.imageRequired');
    if (!images.imageSmall) found.imageSmall = t('homePage.slides.imageRequired');
    if (values.link.trim() && !isSafeLink(values.link.trim())) found.link = t('homePage.linkInvalid');
    const position = Number(values.position);
    if (!Number.isInteger(position) || position < 0) found.position = t('homePage.positionInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return setError(t('homePage.fixFields'));
    setError('');
    const json = {
      ...images,
      title: values.title.trim() || null,
      titleAr: values.titleAr.trim() || null,
      link: values.link.trim() || null,
      isActive: values.isActive,
      position,
    };
    change.mutate(
      slide
        ? () => api.put('/api/admin/catalogue/slides/{id}', { params: { path: { id: slide.id } }, body: json })
        : () => api.post('/api/admin/catalogue/slides', { body: json }),
      {
        onSuccess: () => {
          onSaved(t(slide ? 'homePage.slides.saved' : 'homePage.slides.added'));
          onClose();
        },
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          setError(applyApiError(failure) || t('homePage.fixFields'));
        },
      },
    );
  };

  const imageField = (variant: Variant, field: 'image' | 'imageSmall') => (
    <ImageFileField
      label={t(`homePage.slides.${field}`)}
      hint={t(`homePage.slides.${field}Hint`)}
      accept=".jpg,.jpeg,image/jpeg"
      previewSrc={images[field] || null}
      previewAlt={t(`homePage.slides.${field}`)}
      chooseLabel={
        uploading === variant
          ? t('homePage.slides.uploading')
          : images[field]
            ? t('homePage.slides.change')
            : t('homePage.slides.choose')
      }
      error={errors[field] || undefined}
      disabled={uploading !== null}
      onFile={(file) => void onFile(variant, file)}
    />
  );

  return (
    <DialogFrame
      title={t(slide ? 'homePage.slides.editTitle' : 'homePage.slides.addTitle')}
      description={t('homePage.slides.dialogDescription')}
      onClose={onClose}
      width="max-w-xl"
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        {imageField('wide', 'image')}
        {imageField('small', 'imageSmall')}
        <p className="text-sm text-slate-600">{t('catalogue.arabicNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('homePage.slides.titleLabel')}
            lang="en"
            dir="ltr"
            value={values.title}
            maxLength={200}
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
            error={errors.title}
          />
          <TextField
            label={t('homePage.slides.titleArLabel')}
            value={values.titleAr}
            maxLength={200}
            dir="rtl"
            lang="ar"
            onChange={(e) => setValues((v) => ({ ...v, titleAr: e.target.value }))}
            error={errors.titleAr}
          />
        </div>
        <TextField
          label={t('homePage.linkLabel')}
          dir="ltr"
          hint={t('homePage.linkHint')}
          value={values.link}
          maxLength={500}
          onChange={(e) => setValues((v) => ({ ...v, link: e.target.value }))}
          error={errors.link}
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
          label={t('homePage.slides.shown')}
          checked={values.isActive}
          onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('homePage.cancel')}</DialogCancel>
          <SubmitButton pending={change.isPending} disabled={uploading !== null} className="sm:w-auto">
            {t('homePage.save')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
