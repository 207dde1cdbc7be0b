import { useState } from 'react';
import type { z } from 'zod';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { wordMessage } from '../../../lib/messages.ts';

/**
 * A Commerce dialog's save: the shared schema checks the body here as the API does, each issue on its field (an
 * item's error on its list: items.2.discountPercent -> items); what the API still refuses comes back on the same
 * fields, with its message in the form's alert.
 */
export function useCheckedSave<S extends z.ZodType>(schema: S, save: (body: z.output<S>) => Promise<void>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');

  const submit = async (body: unknown) => {
    setAlert('');
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), wordMessage(issue.message)])),
      );
      return;
    }
    setErrors({});
    try {
      await save(parsed.data);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiRequestError ? failure.body?.fieldErrors : undefined;
      if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      setAlert(applyApiError(failure));
    }
  };

  return { errors, alert, submit };
}
