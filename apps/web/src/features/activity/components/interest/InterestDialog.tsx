import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { interestBodySchema, type InterestBody } from '@weekends/shared/interest';
import { api } from '../../../../lib/api.ts';
import { Captcha } from '../../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { ContactFields } from '../../../../components/form/ContactFields.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { inputClass } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useCaptchaSubmit } from '../../../../components/form/useCaptchaSubmit.ts';
import { CrossIcon } from '../icons.tsx';
import type { InterestActivity } from './InterestPrompt.tsx';
import './i18n.ts';
import { wordMessage } from '../../../../lib/messages.ts';

/**
 * The form (and the focus in it) is gone once sent: the success view's Close takes the focus as it mounts. A callback
 * ref runs once React has put the button in the page, where a frame requested beside setState could run before it.
 */
const focusOnMount = (node: HTMLButtonElement | null) => node?.focus();

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'comment'] as const;

/**
 * The Submit Interest pop-up: first name, last name, e-mail, phone (UAE by default) and comment, all required; 'Wait..'
 * while sending; then the earlier site's thank-you with a Close button. A failure ends the wait and says what happened.
 */
export function InterestDialog({ activity, onClose }: { activity: InterestActivity; onClose: () => void }) {
  const { t } = useTranslation('interest');
  const [submitted, setSubmitted] = useState<string | null>(null);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px] transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 inset-x-0 mx-auto z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
        >
          {submitted ? (
            <div role="status" className="flex flex-col items-center py-4 text-center">
              <span
                className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50"
                aria-hidden="true"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="30"
                  height="30"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              </span>
              {/* The dialog keeps its name through both views, so assistive technology still knows where it is. */}
              <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{t('successHeading')}</h3>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">{submitted}</p>
              <Dialog.Close
                ref={focusOnMount}
                className="mt-8 inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
              >
                {t('close')}
              </Dialog.Close>
            </div>
          ) : (
            <>
              <div className="pe-10">
                <Dialog.Title className="text-xl font-bold text-slate-900">{t('title')}</Dialog.Title>
                <p className="mt-1 text-sm font-medium text-brand-800">{activity.title}</p>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">
                  {activity.submitRequestText?.trim() || t('intro')}
                </p>
              </div>
              <InterestForm activityId={activity.id} onSubmitted={setSubmitted} />
            </>
          )}
          {!submitted && (
            <Dialog.Close
              aria-label={t('close')}
              className="absolute top-4 end-4 inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CrossIcon size={18} />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function InterestForm({ activityId, onSubmitted }: { activityId: number; onSubmitted: (message: string) => void }) {
  const { t } = useTranslation('interest');
  const commentId = useId();
  const [alert, setAlert] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<InterestBody, unknown, z.output<typeof interestBodySchema>>({
    resolver: zodResolver(interestBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', comment: '', captcha: '' },
  });

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => setValue('captcha', payload),
    handleSubmit(async (body) => {
      setAlert('');
      try {
        const answer = await api.post('/api/activities/{id}/interest', { params: { path: { id: activityId } }, body });
        onSubmitted(wordMessage(answer.message));
      } catch (error) {
        renew();
        setAlert(applyApiError(error, setError, FIELDS));
      }
    }),
  );

  const commentError = errors.comment?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      <ContactFields register={register} control={control} errors={errors} email="contact" />
      <div>
        <label htmlFor={commentId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('fields.comment')}
        </label>
        <textarea
          id={commentId}
          rows={3}
          placeholder={t('fields.commentPlaceholder')}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentId}-error` : undefined}
          className={`${inputClass} h-auto min-h-24 resize-y py-2.5 ${commentError ? 'border-red-500' : 'border-slate-300'}`}
          {...register('comment')}
        />
        {commentError && (
          <p id={`${commentId}-error`} className="mt-1 text-sm text-red-700">
            {commentError}
          </p>
        )}
      </div>
      <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
      <SubmitButton pending={pending}>{t('submit')}</SubmitButton>
    </form>
  );
}
