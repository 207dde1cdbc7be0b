/** A full account or guest that has just signed in (a new session after proving who they are). */
export interface SignedIn {
  customerId: number;
}

/**
 * What the app does when someone signs in (a deletion still in its grace period is cancelled: see modules/data-rights).
 * Accounts only announces it, through the hook the app is built with, so it knows nothing of the modules that listen.
 */
export type OnSignedIn = (signedIn: SignedIn) => Promise<void>;
