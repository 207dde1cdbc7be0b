/**
 * What the app may use of privacy (the customer's data rights): its deps and workers, and the sign-in hook that cancels
 * a deletion in its grace period (accounts announces sign-ins through `app.onSignedIn` without knowing of this module).
 * Everything else in this folder is privacy's own.
 */
export { cancelDeletion } from './deletion.ts';
export { privacyDeps, type PrivacyDeps } from './deps.ts';
export { startPrivacyWorkers } from './jobs.ts';
