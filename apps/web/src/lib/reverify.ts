import { ApiRequestError } from './api.ts';

/** Opens 'Confirm it is you' and settles true once the session has proved itself, false when the person gave up. */
export type ReverifyOpener = () => Promise<boolean>;

let opener: ReverifyOpener | null = null;

/** Set once by the app's ReverifyHost (components/factors/ReverifyHost.tsx); tests mount it the same way. */
export function setReverifyOpener(next: ReverifyOpener | null): void {
  opener = next;
}

/** Opens 'Confirm it is you' on its own (the back office's guard, for a session that never proved its factor). */
export const confirmItIsYou = (): Promise<boolean> => (opener ? opener() : Promise.resolve(false));

export const isReverifyRequired = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && error.body?.code === 'REVERIFY_REQUIRED';

/**
 * Runs a sensitive request (a refund, a payout, a bank account, removing a factor). When the server answers 403
 * REVERIFY_REQUIRED (the sign-in is older than 15 minutes), asks for the second factor (or the password of an account
 * without one) and, once proven, sends the request again, once. Given up, the refusal stands, so the form says why.
 */
export async function withReverify<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!isReverifyRequired(error) || !opener || !(await opener())) throw error;
    return request();
  }
}
