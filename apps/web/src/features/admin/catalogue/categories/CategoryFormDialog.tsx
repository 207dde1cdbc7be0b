import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  categoryBodySchema,
  slugFromName,
  type AdminCategoryDetail,
  type CategoryBody,
} from '@weekends/shared/admin-catalogue';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { formError } from '../formError.ts';
import { mainCategoriesQuery, useCatalogueChange } from '../api.ts';
import { CheckboxField } from '../parts.tsx';
import { FormDialogEnd } from '../FormDialogEnd.tsx';
import { api } from '../../../../lib/api.ts';

type Output = z.output<typeof categoryBodySchema>;
const FIELDS = [
  'name',
  'nameAr',
  'slug',
  'parentId',
  'metaTitle',
  'metaTitleAr',
  'metaDescription',
  'metaDescriptionAr',
] as const;

interface Props {
  /** The category to edit; left out, a new one (under `parentId` when given). */
  category?: AdminCategoryDetail;
  parentId?: number | null;
  onSaved: (category: AdminCategoryDetail) => void;
  onClose: () => void;
}

/**
 * A category's details, checked by the schema the API uses. A new category's slug follows its name until the admin
 * types one; the parent is any main category (a main category with sub-categories stays one: the API says why).
 */
export function CategoryFormDialog({ category, parentId = null, onSaved, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [alert, setAlert] = useState('');
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const mains = useQuery(mainCategoriesQuery);
  const change = useCatalogueChange<AdminCategoryDetail>();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryBody, unknown, Output>({
    resolver: zodResolver(categoryBodySchema),
    defaultValues: {
      name: category?.name ?? '',
      // The Arabic is always sent: an emptied field removes the translation and the English shows.
      nameAr: category?.nameAr ?? '',
      slug: category?.slug ?? '',
      parentId: category ? category.parentId : parentId,
      metaTitle: category?.metaTitle ?? '',
      metaDescription: category?.metaDescription ?? '',
      metaTitleAr: category?.metaTitleAr ?? '',
      metaDescriptionAr: category?.metaDescriptionAr ?? '',
      isActive: category?.isActive ?? true,
    },
  });
  const name = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) setValue('slug', slugFromName(event.target.value));
    },
  });
  const slug = register('slug', { onChange: () => setSlugTouched(true) });
  const parents = (mains.data?.items ?? [])
    .filter((c) => c.id !== category?.id)
    .map((c) => ({ id: c.id, name: c.name }));

  const submit = handleSubmit(async (body) => {
    setAlert('');
    try {
      const saved = await change.mutateAsync(
        category
          ? () => api.put('/api/admin/catalogue/categories/{id}', { params: { path: { id: category.id } }, body })
          : () => api.post('/api/admin/catalogue/categories', { body }),
      );
      onSaved(saved);
    } catch (error) {
      setAlert(formError(error, setError, FIELDS));
    }
  });

  return (
    <DialogFrame
      title={
        category ? t('catalogue.categories.editTitle', { name: category.name }) : t('catalogue.categories.newTitle')
      }
      description={t('catalogue.categories.formIntro')}
      onClose={onClose}
      width="max-w-3xl"
    >
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <p className="text-sm text-slate-600">{t('catalogue.arabicNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('catalogue.categories.name')}
            lang="en"
            dir="ltr"
            error={errors.name?.message}
            aria-required="true"
            {...name}
          />
          <TextField
            label={t('catalogue.categories.nameAr')}
            dir="rtl"
            lang="ar"
            error={errors.nameAr?.message}
            {...register('nameAr')}
          />
        </div>
        <TextField
          label={t('catalogue.categories.slug')}
          dir="ltr"
          hint={t('catalogue.categories.slugHint')}
          error={errors.slug?.message}
          {...slug}
        />
        <Controller
          control={control}
          name="parentId"
          render={({ field }) => (
            <SelectField
              label={t('catalogue.categories.parent')}
              placeholder={t('catalogue.categories.noParent')}
              hint={t('catalogue.categories.parentHint')}
              options={parents}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.parentId?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('catalogue.categories.metaTitle')}
            lang="en"
            dir="ltr"
            error={errors.metaTitle?.message}
            {...register('metaTitle')}
          />
          <TextField
            label={t('catalogue.categories.metaTitleAr')}
            dir="rtl"
            lang="ar"
            error={errors.metaTitleAr?.message}
            {...register('metaTitleAr')}
          />
          <TextAreaField
            label={t('catalogue.categories.metaDescription')}
            lang="en"
            dir="ltr"
            rows={3}
            error={errors.metaDescription?.message}
            {...register('metaDescription')}
          />
          <TextAreaField
            label={t('catalogue.categories.metaDescriptionAr')}
            rows={3}
            dir="rtl"
            lang="ar"
            error={errors.metaDescriptionAr?.message}
            {...register('metaDescriptionAr')}
          />
        </div>
        <CheckboxField
          label={t('catalogue.categories.isActive')}
          hint={t('catalogue.categories.isActiveHint')}
          {...register('isActive')}
        />
        <FormDialogEnd alert={alert} submitting={isSubmitting} />
      </form>
    </DialogFrame>
  );
}
