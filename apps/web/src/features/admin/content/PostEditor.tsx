import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { postBodySchema, type AdminPostDetail } from '@weekends/shared/admin-content';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { postQuery, useSavePost } from './api.ts';
import { EditorFrame, EditorLoad } from './ContentEditor.tsx';
import { CoverField } from './CoverField.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { useEditorForm } from './useEditorForm.ts';
import { PublishPanel } from './PublishPanel.tsx';
import { ArabicNote } from './ArabicNote.tsx';

type Input = z.input<typeof postBodySchema>;
type Output = z.output<typeof postBodySchema>;
const FIELDS = [
  'title',
  'slug',
  'summary',
  'content',
  'image',
  'metaTitle',
  'metaDescription',
  'titleAr',
  'summaryAr',
  'contentAr',
  'metaTitleAr',
  'metaDescriptionAr',
];

const blank: Input = {
  title: '',
  slug: '',
  summary: '',
  content: '',
  image: null,
  metaTitle: '',
  metaDescription: '',
  titleAr: '',
  summaryAr: '',
  contentAr: '',
  metaTitleAr: '',
  metaDescriptionAr: '',
};
// The Arabic fields are always sent: an emptied one removes the translation and the Arabic page shows the English.
const fromPost = (post: AdminPostDetail): Input => ({
  title: post.title,
  slug: post.slug,
  summary: post.summary,
  content: post.content,
  image: post.image,
  metaTitle: post.metaTitle ?? '',
  metaDescription: post.metaDescription ?? '',
  titleAr: post.titleAr ?? '',
  summaryAr: post.summaryAr ?? '',
  contentAr: post.contentAr ?? '',
  metaTitleAr: post.metaTitleAr ?? '',
  metaDescriptionAr: post.metaDescriptionAr ?? '',
});

/**
 * /admin/content/posts/:id ('new' for a new post): the post's text with its live preview, cover, page tags and
 * publishing.
 */
export function PostEditor({ id }: { id: number | null }) {
  return (
    <EditorLoad id={id} query={postQuery}>
      {(loaded) => <PostForm post={loaded} />}
    </EditorLoad>
  );
}

function PostForm({ post }: { post: AdminPostDetail | null }) {
  const { t } = useTranslation('admin');
  const save = useSavePost();
  const { register, control, errors, isSubmitting, notice, submit, title } = useEditorForm<Input, Output>({
    resolver: zodResolver(postBodySchema),
    defaultValues: post ? fromPost(post) : blank,
    item: post,
    save: save.mutateAsync,
    list: '/admin/content/posts',
    fields: FIELDS,
  });
  const content = useWatch({ control, name: 'content' });
  const contentAr = useWatch({ control, name: 'contentAr' }) ?? '';

  return (
    <EditorFrame
      back={{ to: '/admin/content/posts', label: t('content.posts.back') }}
      title={post ? t('content.posts.editTitle', { title: post.title }) : t('content.posts.newTitle')}
      panel={post && <PublishPanel post={post} />}
      notice={notice}
      onSubmit={submit}
      pending={isSubmitting}
      submitLabel={post ? t('content.save') : t('content.posts.createDraft')}
    >
      <ArabicNote missing={post?.missingArabic.length ?? 0} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('content.posts.title')} lang="en" dir="ltr" error={errors.title?.message} {...title} />
        <TextField
          label={t('content.posts.titleAr')}
          dir="rtl"
          lang="ar"
          error={errors.titleAr?.message}
          {...register('titleAr')}
        />
      </div>
      <TextField
        label={t('content.slug')}
        dir="ltr"
        hint={t('content.posts.slugHint')}
        error={errors.slug?.message}
        {...register('slug')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextAreaField
          label={t('content.posts.summary')}
          lang="en"
          dir="ltr"
          hint={t('content.posts.summaryHint')}
          rows={3}
          error={errors.summary?.message}
          {...register('summary')}
        />
        <TextAreaField
          label={t('content.posts.summaryAr')}
          rows={3}
          dir="rtl"
          lang="ar"
          error={errors.summaryAr?.message}
          {...register('summaryAr')}
        />
      </div>
      <MarkdownField
        label={t('content.posts.content')}
        lang="en"
        dir="ltr"
        kind="post"
        value={content}
        error={errors.content?.message}
        {...register('content')}
      />
      <MarkdownField
        label={t('content.posts.contentAr')}
        kind="post"
        value={contentAr}
        dir="rtl"
        lang="ar"
        error={errors.contentAr?.message}
        {...register('contentAr')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <CoverField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('content.posts.metaTitle')}
          lang="en"
          dir="ltr"
          error={errors.metaTitle?.message}
          {...register('metaTitle')}
        />
        <TextField
          label={t('content.posts.metaTitleAr')}
          dir="rtl"
          lang="ar"
          error={errors.metaTitleAr?.message}
          {...register('metaTitleAr')}
        />
        <TextField
          label={t('content.posts.metaDescription')}
          lang="en"
          dir="ltr"
          error={errors.metaDescription?.message}
          {...register('metaDescription')}
        />
        <TextField
          label={t('content.posts.metaDescriptionAr')}
          dir="rtl"
          lang="ar"
          error={errors.metaDescriptionAr?.message}
          {...register('metaDescriptionAr')}
        />
      </div>
    </EditorFrame>
  );
}
