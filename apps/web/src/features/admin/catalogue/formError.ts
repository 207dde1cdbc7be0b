import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';

/**
 * A refused save's message for the form's alert, with its field errors put on the fields. A conflict the API ties to
 * one field (a taken slug) shows there only, not a second time above the buttons.
 */
export function formError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string {
  const message = applyApiError(error, setError, fields);
  const fieldErrors = error instanceof ApiRequestError ? error.body?.fieldErrors : undefined;
  const shownOnField = fields.some((field) => fieldErrors?.[field]?.[0] === message);
  return shownOnField ? '' : message;
}
