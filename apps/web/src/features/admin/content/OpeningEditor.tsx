import { useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { openingBodySchema, type AdminOpening } from '@weekends/shared/admin-content';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { openingQuery, useSaveOpening, useSetOpeningOpen } from './api.ts';
import { EditorFrame, EditorLoad } from './ContentEditor.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { useEditorForm } from './useEditorForm.ts';
import { ArabicNote } from './ArabicNote.tsx';

type Input = z.input<typeof openingBodySchema>;
type Output = z.output<typeof openingBodySchema>;
const FIELDS = [
  'title',
  'slug',
  'location',
  'employmentType',
  'summary',
  'description',
  'titleAr',
  'locationAr',
  'employmentTypeAr',
  'summaryAr',
  'descriptionAr',
];
const blank: Input = {
  title: '',
  slug: '',
  location: '',
  employmentType: '',
  summary: '',
  description: '',
  titleAr: '',
  locationAr: '',
  employmentTypeAr: '',
  summaryAr: '',
  descriptionAr: '',
};
// The Arabic fields are always sent: an emptied one removes the translation and the Arabic page shows the English.
const fromOpening = (opening: AdminOpening): Input => ({
  title: opening.title,
  slug: opening.slug,
  location: opening.location,
  employmentType: opening.employmentType,
  summary: opening.summary,
  description: opening.description,
  titleAr: opening.titleAr ?? '',
  locationAr: opening.locationAr ?? '',
  employmentTypeAr: opening.employmentTypeAr ?? '',
  summaryAr: opening.summaryAr ?? '',
  descriptionAr: opening.descriptionAr ?? '',
});

/** /admin/content/openings/:id ('new' for a new one): the posting with its live preview, and open or close. */
export function OpeningEditor({ id }: { id: number | null }) {
  return (
    <EditorLoad id={id} query={openingQuery}>
      {(loaded) => <OpeningForm opening={loaded} />}
    </EditorLoad>
  );
}

function OpeningForm({ opening }: { opening: AdminOpening | null }) {
  const { t } = useTranslation('admin');
  const toggle = useSetOpeningOpen();
  const save = useSaveOpening();
  const { register, control, errors, isSubmitting, notice, submit, title } = useEditorForm<Input, Output>({
    resolver: zodResolver(openingBodySchema),
    defaultValues: opening ? fromOpening(opening) : blank,
    item: opening,
    save: save.mutateAsync,
    list: '/admin/content/openings',
    fields: FIELDS,
  });
  const description = useWatch({ control, name: 'description' });
  const descriptionAr = useWatch({ control, name: 'descriptionAr' }) ?? '';
  const isOpen = toggle.data?.isActive ?? opening?.isActive ?? false;

  return (
    <EditorFrame
      back={{ to: '/admin/content/openings', label: t('content.openings.back') }}
      title={opening ? t('content.openings.editTitle', { title: opening.title }) : t('content.openings.newTitle')}
      panel={
        opening && (
          <section
            aria-label={t('content.openings.state')}
            className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
          >
            <p className="text-sm text-slate-800">
              {isOpen ? t('content.openings.isOpen') : t('content.openings.isClosed')}
            </p>
            <button
              type="button"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ id: opening.id, open: !isOpen })}
              className="h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              {isOpen ? t('content.openings.close') : t('content.openings.openAction')}
            </button>
            {toggle.isError && (
              <p role="alert" className="text-sm text-red-700">
                {t('inbox.failed')}
              </p>
            )}
          </section>
        )
      }
      notice={notice}
      onSubmit={submit}
      pending={isSubmitting}
      submitLabel={opening ? t('content.save') : t('content.openings.create')}
    >
      <ArabicNote missing={opening?.missingArabic.length ?? 0} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('content.openings.title')} lang="en" dir="ltr" error={errors.title?.message} {...title} />
        <TextField
          label={t('content.openings.titleAr')}
          dir="rtl"
          lang="ar"
          error={errors.titleAr?.message}
          {...register('titleAr')}
        />
        <TextField
          label={t('content.openings.location')}
          lang="en"
          dir="ltr"
          error={errors.location?.message}
          {...register('location')}
        />
        <TextField
          label={t('content.openings.locationAr')}
          dir="rtl"
          lang="ar"
          error={errors.locationAr?.message}
          {...register('locationAr')}
        />
        <TextField
          label={t('content.openings.employmentType')}
          lang="en"
          dir="ltr"
          hint={t('content.openings.employmentTypeHint')}
          error={errors.employmentType?.message}
          {...register('employmentType')}
        />
        <TextField
          label={t('content.openings.employmentTypeAr')}
          dir="rtl"
          lang="ar"
          error={errors.employmentTypeAr?.message}
          {...register('employmentTypeAr')}
        />
      </div>
      <TextField
        label={t('content.slug')}
        dir="ltr"
        hint={t('content.openings.slugHint')}
        error={errors.slug?.message}
        {...register('slug')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextAreaField
          label={t('content.openings.summary')}
          lang="en"
          dir="ltr"
          rows={3}
          error={errors.summary?.message}
          {...register('summary')}
        />
        <TextAreaField
          label={t('content.openings.summaryAr')}
          rows={3}
          dir="rtl"
          lang="ar"
          error={errors.summaryAr?.message}
          {...register('summaryAr')}
        />
      </div>
      <MarkdownField
        label={t('content.openings.description')}
        lang="en"
        dir="ltr"
        kind="opening"
        value={description}
        error={errors.description?.message}
        {...register('description')}
      />
      <MarkdownField
        label={t('content.openings.descriptionAr')}
        kind="opening"
        value={descriptionAr}
        dir="rtl"
        lang="ar"
        error={errors.descriptionAr?.message}
        {...register('descriptionAr')}
      />
    </EditorFrame>
  );
}
