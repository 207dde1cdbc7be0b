/** What other modules may use of admin: recording a back-office action in the admin log (reviews' moderation). */
export { recordAdminAction } from './admin-actions.ts';
