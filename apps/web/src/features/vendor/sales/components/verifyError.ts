import { ApiRequestError } from '../../../../lib/api.ts';
import i18n from '../../../../lib/i18n.ts';

/**
 * What a refused verification says: the server's own words for a wrong code, a voucher already verified or
 * cancelled, and too many attempts; a network or server failure gets the plain 'nothing was saved' message.
 */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body?.message) return error.body.message;
  return i18n.t('form.failed');
}
