import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { HOST_MESSAGES } from '@weekends/shared';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { wordMessage } from '../../../lib/messages.ts';

export type FormResult = { tone: 'success' | 'info' | 'error'; message: string };

/**
 * The one message under each Account Settings form: saved, or why not. An invalid form, here or on the server, says the
 * earlier site's 'Information provided is not valid or missing!' (the fields carry the details); a failed request says
 * nothing was saved, so 'Wait..' never hangs.
 */
export function useFormResult() {
  const [result, setResult] = useState<FormResult | null>(null);
  return {
    result,
    clear: () => setResult(null),
    saved: (message: string = HOST_MESSAGES.saved, tone: FormResult['tone'] = 'success') =>
      setResult({ tone, message: wordMessage(message) }),
    invalid: () => setResult({ tone: 'error', message: wordMessage(HOST_MESSAGES.invalid) }),
    failed<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
      const message = applyApiError(error, setError, fields);
      // A rule the server names under its field ('Wrong password!', a taken e-mail) is not said twice.
      const underField =
        error instanceof ApiRequestError &&
        Object.entries(error.body?.fieldErrors ?? {}).some(
          ([field, messages]) => fields.includes(field) && messages.includes(message),
        );
      setResult(underField ? null : { tone: 'error', message: message || wordMessage(HOST_MESSAGES.invalid) });
    },
  };
}
