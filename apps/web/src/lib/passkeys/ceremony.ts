import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser): what the authenticator answers, or why it did
 * not. A person closing the prompt is 'cancelled', which the pages say quietly rather than as an error.
 */
export type CeremonyFailure = 'cancelled' | 'alreadyRegistered' | 'unsupported' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly reason: CeremonyFailure) {
    super(`Passkey ceremony ${reason}`);
    this.name = 'PasskeyCeremonyError';
  }
}

/** Why the browser refused, from the DOMException it threw (WebAuthn §5.1.3, §5.1.4). */
function failureOf(error: unknown): CeremonyFailure {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  // NotAllowedError: the prompt was closed, timed out, or no passkey was chosen; AbortError: another ceremony began.
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'alreadyRegistered';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

export const supportsPasskeys = (): boolean => browserSupportsWebAuthn();

const unchanging = () => () => {};
/** Whether this browser can use passkeys; false while the server renders (and so in the first, hydrating render). */
export const usePasskeySupport = () => useSyncExternalStore(unchanging, supportsPasskeys, () => false);

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!supportsPasskeys()) throw new PasskeyCeremonyError('unsupported');
  try {
    return await run();
  } catch (error) {
    throw new PasskeyCeremonyError(failureOf(error));
  }
}

/** Asks the authenticator for a new passkey. */
export const createPasskey = (optionsJSON: PublicKeyCredentialCreationOptionsJSON) =>
  ceremony(() => startRegistration({ optionsJSON }));

/** Asks the authenticator to sign the challenge with one of its passkeys (any of this site's, or those allowed). */
export const signWithPasskey = (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
  ceremony(() => startAuthentication({ optionsJSON }));
