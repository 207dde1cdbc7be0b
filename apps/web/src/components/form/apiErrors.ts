import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api.ts';
import i18n from '../../lib/i18n.ts';

/**
 * Puts a failed request's field errors on the form's fields and answers the message for the form's alert.
 * Network failures and server errors get a plain 'nothing was saved' message, so a form never hangs.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields: readonly string[] = [],
): string {
  if (!(error instanceof ApiRequestError) || !error.body) return i18n.t('form.failed');
  if (error.status === 429) return i18n.t('form.tooManyRequests');
  const { fieldErrors } = error.body;
  let placed = false;
  if (setError && fieldErrors) {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (fields.includes(field) && messages[0]) {
        setError(field as Path<T>, { type: 'server', message: messages[0] });
        placed = true;
      }
    }
  }
  if (error.status >= 500) return i18n.t('form.failed');
  return placed && error.body.code === 'VALIDATION_FAILED' ? '' : error.message;
}
