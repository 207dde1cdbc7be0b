/**
 * What other modules may use of listings besides service.ts: the back office approves a submission onto the live
 * activity.
 */
export { applyListing } from './apply.ts';
export { readLiveListing } from './live.ts';
