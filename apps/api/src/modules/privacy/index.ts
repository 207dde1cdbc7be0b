/**
 * What the app may use of privacy (the customer's data rights): its deps and workers, and the sign-in hook that cancels
 * a deletion in its grace period (accounts announces sign-ins through `app.onSignedIn` without knowing of this module),
 * and the erasure the back office schedules when it closes a host's business account.
 * Everything else in this folder is privacy's own.
 */
export { cancelDeletion } from './deletion.ts';
export { eraseUnlessWaiting, scheduleErasure } from './erasure.ts';
export { privacyDeps, type PrivacyDeps } from './deps.ts';
export { startPrivacyWorkers } from './jobs.ts';
