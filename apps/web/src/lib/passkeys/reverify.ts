import { api } from '../api.ts';
import { signWithPasskey } from './ceremony.ts';

/**
 * Confirms it is you with one of the signed-in account's passkeys: the session then counts as recently verified
 * (15 minutes), so an action that answered 403 REVERIFY_REQUIRED can be tried again. For the re-verification
 * dialog: resolves once confirmed; throws PasskeyCeremonyError (reason 'cancelled' when the person closed the
 * prompt) or ApiRequestError (409 NO_PASSKEYS for an account without one, 403 PASSKEY_NOT_YOURS).
 */
export async function passkeyReverify(): Promise<void> {
  const options = await api.post('/api/accounts/me/passkeys/reverify-options');
  const response = await signWithPasskey(options);
  await api.post('/api/accounts/me/passkeys/reverify', { body: { response } });
}
