import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { openingBodySchema, type AdminOpening } from '@weekends/shared/admin-content';
import { slugFromName } from '@weekends/shared/admin-catalogue';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { openingQuery, useSaveOpening, useSetOpeningOpen } from './api.ts';
import { EditorFrame, EditorLoad, useEditorNotice } from './ContentEditor.tsx';
import { MarkdownField } from './MarkdownField.tsx';

type Input = z.input<typeof openingBodySchema>;
type Output = z.output<typeof openingBodySchema>;
const FIELDS = ['title', 'slug', 'location', 'employmentType', 'summary', 'description'];
const blank: Input = { title: '', slug: '', location: '', employmentType: '', summary: '', description: '' };

/** /admin/content/openings/:id ('new' for a new one): the posting with its live preview, and open or close. */
export function OpeningEditor({ id }: { id: number | null }) {
  const opening = useQuery({ ...openingQuery(id ?? 0), enabled: id !== null });
  return (
    <EditorLoad id={id} item={opening}>
      {(loaded) => <OpeningForm opening={loaded} />}
    </EditorLoad>
  );
}

function OpeningForm({ opening }: { opening: AdminOpening | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveOpening();
  const toggle = useSetOpeningOpen();
  const { notice, setNotice, saved: showSaved } = useEditorNotice();
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(openingBodySchema),
    defaultValues: opening
      ? {
          title: opening.title,
          slug: opening.slug,
          location: opening.location,
          employmentType: opening.employmentType,
          summary: opening.summary,
          description: opening.description,
        }
      : blank,
  });
  const description = useWatch({ control, name: 'description' });
  const isOpen = toggle.data?.isActive ?? opening?.isActive ?? false;

  const submit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ id: opening?.id ?? null, body });
      showSaved();
      if (!opening) navigate(`/admin/content/openings/${saved.id}`, { replace: true });
    } catch (error) {
      setNotice({ tone: 'error', text: applyApiError(error, setError, FIELDS) });
    }
  });
  const title = register('title', {
    onChange: (event) => {
      if (!opening && !getFieldState('slug').isDirty) setValue('slug', slugFromName(event.target.value));
    },
  });

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
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('content.openings.title')} error={errors.title?.message} {...title} />
        <TextField
          label={t('content.slug')}
          hint={t('content.openings.slugHint')}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextField label={t('content.openings.location')} error={errors.location?.message} {...register('location')} />
        <TextField
          label={t('content.openings.employmentType')}
          hint={t('content.openings.employmentTypeHint')}
          error={errors.employmentType?.message}
          {...register('employmentType')}
        />
      </div>
      <TextAreaField
        label={t('content.openings.summary')}
        rows={3}
        error={errors.summary?.message}
        {...register('summary')}
      />
      <MarkdownField
        label={t('content.openings.description')}
        kind="opening"
        value={description}
        error={errors.description?.message}
        {...register('description')}
      />
    </EditorFrame>
  );
}
