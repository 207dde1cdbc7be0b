/**
 * What other modules may use of accounts: signing a customer up, checking a captcha, mailing the confirmation link,
 * opening a session and the answer shape of a signed-in customer. Everything else in this folder is accounts' own.
 */
export { checkCaptcha, register, toCurrentUser, verifyCaptcha, type NewCustomer } from './service.ts';
export { mailConfirmationLink } from './confirmation.ts';
export { startSession } from './session-cookie.ts';
export type { SessionCustomer } from './sessions.ts';
