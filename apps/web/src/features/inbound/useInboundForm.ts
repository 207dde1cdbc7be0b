import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { applyApiError } from '../../components/form/apiErrors.ts';
import { useCaptchaSubmit } from '../../components/form/useCaptchaSubmit.ts';

/**
 * The life of an inbound form: idle, then 'Wait' while the captcha finishes and the
 * request runs, then submitted (the answer kept, the form disabled). A failure always ends the wait with a visible
 * message and a fresh captcha, so pressing Submit again retries.
 */
export function useInboundForm<T extends FieldValues & { captcha: string }, O>(
  form: UseFormReturn<T, unknown, O>,
  send: (body: O) => Promise<unknown>,
  fields: readonly string[],
) {
  const [alert, setAlert] = useState('');
  const [submitted, setSubmitted] = useState<O | null>(null);

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => form.setValue('captcha' as Path<T>, payload as PathValue<T, Path<T>>),
    form.handleSubmit(async (body) => {
      setAlert('');
      try {
        await send(body);
        setSubmitted(body);
      } catch (error) {
        renew();
        setAlert(applyApiError(error, form.setError, fields));
      }
    }),
  );

  return {
    captcha,
    pending,
    onSubmit,
    alert,
    submitted,
    setCaptcha: (payload: string) => form.setValue('captcha' as Path<T>, payload as PathValue<T, Path<T>>),
  };
}
