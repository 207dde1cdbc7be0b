/**
 * What other modules may use of accounts: signing a customer up, checking a captcha, the e-mail confirmation link and
 * its mail, the type of the hook told of a proven e-mail address, opening a session (or a social sign-in's second
 * step), the signed-in customer's columns and answer shape, and updating a profile. Everything else in this folder
 * is accounts' own.
 */
export {
  byEmail,
  checkCaptcha,
  isMergeableGuest,
  register,
  toCurrentUser,
  verifyCaptcha,
  type NewCustomer,
} from './service.ts';
export { confirmationLink, mailConfirmationLink, sendConfirmationMail } from './confirmation.ts';
export { startSession } from './session-cookie.ts';
export { startTwoStepIfNeeded } from './two-step-cookie.ts';
export type { OnEmailProven, ProvenEmail } from './email-proven.ts';
export type { OnSignedIn, SignedIn } from './signed-in.ts';
export { resolveSession, sessionCustomerColumns, type SessionCustomer } from './sessions.ts';
export { updateProfile } from './profile.ts';
export { hasSecondFactor, lastProofOf, secondFactorsOf, type SecondFactors } from './second-factors.ts';
export { signOutOtherSessions } from './devices.ts';
export { signInHistory } from './sign-ins.ts';
