import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FILS_PER_AED } from '@weekends/shared/constants';
import { aedToFils } from '@weekends/shared/money';
import type { AdminActivityEdit, AdminActivityRow } from '@weekends/shared/admin-activities';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { AffixField } from '../../../../components/form/AffixField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { ApiRequestError } from '../../../../lib/api.ts';
import { activityEditQuery, useActivityAction } from './api.ts';
import type { Notice } from './notice.ts';

const aed = (fils: number | null) => (fils === null ? '' : String(fils / FILS_PER_AED));
/** An AED amount typed with up to two decimals, or null when it is not one. */
const toFils = (text: string): number | null =>
  /^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? aedToFils(Number(text.trim())) : null;

/**
 * The quick edit: what an operator changes most (title, description, meta title and description, each in English and
 * beside it in Arabic, and the prices of the price options), live on saving and in the audit log. Everything else
 * stays the host's listing form's. An Arabic field left empty shows the English on the Arabic site.
 */
export function EditActivityDialog({
  row,
  onClose,
  onNotice,
}: {
  row: AdminActivityRow;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('admin');
  const edit = useQuery(activityEditQuery(row.id));
  return (
    <DialogFrame
      title={t('activities.editTitle')}
      description={t('activities.editDescription', { title: row.title })}
      onClose={onClose}
      width="max-w-2xl"
    >
      {edit.data ? (
        <EditForm edit={edit.data} onClose={onClose} onNotice={onNotice} />
      ) : edit.error ? (
        <div className="mt-5">
          <FormAlert>{t('activities.editLoadFailed')}</FormAlert>
        </div>
      ) : (
        <p className="mt-5 text-sm text-slate-600">{t('table.loading')}</p>
      )}
    </DialogFrame>
  );
}

function EditForm({
  edit,
  onClose,
  onNotice,
}: {
  edit: AdminActivityEdit;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('admin');
  const action = useActivityAction();
  const [values, setValues] = useState({
    title: edit.title,
    description: edit.description,
    metaTitle: edit.metaTitle ?? '',
    metaDescription: edit.metaDescription ?? '',
    titleAr: edit.titleAr ?? '',
    descriptionAr: edit.descriptionAr ?? '',
    metaTitleAr: edit.metaTitleAr ?? '',
    metaDescriptionAr: edit.metaDescriptionAr ?? '',
  });
  const [prices, setPrices] = useState(
    edit.priceOptions.map((o) => ({
      id: o.id,
      description: o.description,
      price: aed(o.price),
      discountedPrice: aed(o.discountedPrice),
    })),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const setPrice = (index: number, key: 'price' | 'discountedPrice', value: string) =>
    setPrices((list) => list.map((p, i) => (i === index ? { ...p, [key]: value } : p)));

  /** Checks what the browser can (amounts, the discount below the price); the server checks everything again. */
  const check = () => {
    const errors: Record<string, string> = {};
    if (values.title.trim().length < 3) errors.title = t('activities.titleRequired');
    if (!values.description.trim()) errors.description = t('activities.descriptionRequired');
    const options = prices.map((p, i) => {
      const price = toFils(p.price);
      const discountedPrice = p.discountedPrice.trim() === '' ? null : toFils(p.discountedPrice);
      if (price === null || price < 1) errors[`priceOptions.${i}.price`] = t('activities.priceInvalid');
      if (p.discountedPrice.trim() !== '' && discountedPrice === null)
        errors[`priceOptions.${i}.discountedPrice`] = t('activities.priceInvalid');
      else if (price !== null && discountedPrice !== null && discountedPrice >= price)
        errors[`priceOptions.${i}.discountedPrice`] = t('activities.discountNotLower');
      return { id: p.id, price: price ?? 0, discountedPrice };
    });
    return { errors, options };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { errors, options } = check();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return setError(t('activities.fixFields'));
    setError('');
    action.mutate(
      { id: edit.id, action: { kind: 'edit', body: { ...values, priceOptions: options } } },
      {
        onSuccess: () => {
          onNotice({ tone: 'success', text: t('activities.saved', { title: values.title.trim() }) });
          onClose();
        },
        onError: (failure) => {
          const server = failure instanceof ApiRequestError ? (failure.body?.fieldErrors ?? {}) : {};
          setFieldErrors(Object.fromEntries(Object.entries(server).map(([k, m]) => [k, m[0] ?? ''])));
          setError(applyApiError(failure) || t('activities.fixFields'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      {error && <FormAlert>{error}</FormAlert>}
      {edit.missingArabic.length > 0 && (
        <p className="text-sm text-slate-600">{t('activities.arabicMissing', { count: edit.missingArabic.length })}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('activities.titleLabel')}
          lang="en"
          dir="ltr"
          value={values.title}
          onChange={set('title')}
          maxLength={200}
          error={fieldErrors.title}
        />
        <TextField
          label={t('activities.titleArLabel')}
          value={values.titleAr}
          onChange={set('titleAr')}
          maxLength={200}
          dir="rtl"
          lang="ar"
          error={fieldErrors.titleAr}
        />
        <TextAreaField
          label={t('activities.descriptionLabel')}
          lang="en"
          dir="ltr"
          value={values.description}
          onChange={set('description')}
          rows={6}
          error={fieldErrors.description}
        />
        <TextAreaField
          label={t('activities.descriptionArLabel')}
          value={values.descriptionAr}
          onChange={set('descriptionAr')}
          rows={6}
          dir="rtl"
          lang="ar"
          error={fieldErrors.descriptionAr}
        />
        <TextField
          label={t('activities.metaTitleLabel')}
          lang="en"
          dir="ltr"
          value={values.metaTitle}
          onChange={set('metaTitle')}
          maxLength={200}
          error={fieldErrors.metaTitle}
        />
        <TextField
          label={t('activities.metaTitleArLabel')}
          value={values.metaTitleAr}
          onChange={set('metaTitleAr')}
          maxLength={200}
          dir="rtl"
          lang="ar"
          error={fieldErrors.metaTitleAr}
        />
        <TextAreaField
          label={t('activities.metaDescriptionLabel')}
          lang="en"
          dir="ltr"
          value={values.metaDescription}
          onChange={set('metaDescription')}
          rows={2}
          maxLength={500}
          error={fieldErrors.metaDescription}
        />
        <TextAreaField
          label={t('activities.metaDescriptionArLabel')}
          value={values.metaDescriptionAr}
          onChange={set('metaDescriptionAr')}
          rows={2}
          maxLength={500}
          dir="rtl"
          lang="ar"
          error={fieldErrors.metaDescriptionAr}
        />
      </div>
      {prices.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('activities.pricesLegend')}</legend>
          <ul className="mt-2 space-y-3">
            {prices.map((p, i) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm font-medium text-slate-800">{p.description}</p>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <AffixField
                    label={t('activities.priceLabel', { option: p.description })}
                    prefix="AED"
                    inputMode="decimal"
                    value={p.price}
                    onChange={(e) => setPrice(i, 'price', e.target.value)}
                    error={fieldErrors[`priceOptions.${i}.price`]}
                  />
                  <AffixField
                    label={t('activities.discountedLabel', { option: p.description })}
                    prefix="AED"
                    inputMode="decimal"
                    hint={t('activities.discountedHint')}
                    value={p.discountedPrice}
                    onChange={(e) => setPrice(i, 'discountedPrice', e.target.value)}
                    error={fieldErrors[`priceOptions.${i}.discountedPrice`]}
                  />
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('activities.cancel')}</DialogCancel>
        <SubmitButton pending={action.isPending} className="sm:w-auto">
          {t('activities.saveLive')}
        </SubmitButton>
      </div>
    </form>
  );
}
