import { zodResolver } from '../../../../lib/zodResolver.ts';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_CONTENT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewBodySchema,
  type ReviewBody,
} from '@weekends/shared';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../../lib/api.ts';
import { useSubmitReview } from '../../api.ts';
import { StarRatingInput } from './StarRatingInput.tsx';
import { wordMessage } from '../../../../lib/messages.ts';

const FIELDS = ['title', 'content', 'rating'] as const;

interface Props {
  activityId: number;
  id: string;
  onSubmitted: (message: string) => void;
  onCancel: () => void;
}

/**
 * The review box: headline, review text and 1-5 stars, checked with the server's own schema. Loaded when first opened.
 */
export function ReviewForm({ activityId, id, onSubmitted, onCancel }: Props) {
  const { t } = useTranslation('activity');
  const contentId = useId();
  const headingId = useId();
  const submit = useSubmitReview(activityId);
  const [failure, setFailure] = useState<string | null>(null);
  // No rating until a star is chosen: submitting without one shows the schema's message.
  const form = useForm<ReviewBody>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { title: '', content: '' },
  });
  const { errors } = form.formState;

  // The box opens on the customer's request, so their typing starts in it.
  useEffect(() => form.setFocus('title'), [form]);

  const onSubmit = form.handleSubmit((review) => {
    setFailure(null);
    submit.mutate(review, {
      onSuccess: (answer) => onSubmitted(wordMessage(answer.message)),
      // The review limit's own words ('several reviews in the last hour') say more than the generic rate-limit line.
      onError: (error) =>
        setFailure(
          error instanceof ApiRequestError && error.status === 429 && error.body
            ? error.body.message
            : applyApiError(error, form.setError, FIELDS) || null,
        ),
    });
  });

  return (
    <form
      id={id}
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-5 sm:p-6"
    >
      <div>
        <h4 id={headingId} className="text-base font-bold text-slate-900">
          {t('reviews.form.heading')}
        </h4>
        <p className="mt-1 text-sm text-slate-600">{t('reviews.form.intro')}</p>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend={t('reviews.form.rating')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <TextField
        label={t('reviews.form.title')}
        maxLength={REVIEW_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div>
        <label htmlFor={contentId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('reviews.form.content')}
        </label>
        <textarea
          id={contentId}
          rows={5}
          maxLength={REVIEW_CONTENT_MAX_LENGTH}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${contentId}-error` : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none sm:text-sm ${
            errors.content ? 'border-red-500' : 'border-slate-300'
          }`}
          {...form.register('content')}
        />
        {errors.content && (
          <p id={`${contentId}-error`} className="mt-1 text-sm text-red-700">
            {errors.content.message}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('reviews.form.cancel')}
        </button>
        <SubmitButton pending={submit.isPending} className="sm:w-auto">
          {t('reviews.form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
