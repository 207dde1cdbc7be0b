import { z } from 'zod';
import { ACCOUNT_MESSAGES, LOGIN_PASSWORD_MIN_LENGTH, NAME_MAX_LENGTH, sessionAnswerSchema } from './accounts.ts';

/**
 * Second factors: the authenticator app (TOTP), recovery codes, the two-step sign-in and re-verification. The words
 * the API and the forms share; the rest of the screens' words are the web's ('security' namespace).
 */
export const SECURITY_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeFormat: 'Enter one of your recovery codes, like ABCDE-FGHJK.',
  codeWrong: 'That code is not right. Check the time on your phone and try again.',
  codeUsed: 'That code has already been used. Wait for the next one in your app.',
  recoveryCodeWrong: 'That recovery code is not right, or it has already been used.',
  ticketExpired: 'Your sign-in took too long. Please enter your e-mail and password again.',
  methodUnavailable: 'This account cannot confirm it is you that way.',
  noEnrolment: 'Start setting up the authenticator app again: that setup has expired.',
  alreadyEnrolled: 'An authenticator app is already set up for this account.',
  notEnrolled: 'This account has no authenticator app.',
  noSecondFactor: 'Set up an authenticator app or a passkey first.',
  staffNeedFactor: 'Staff accounts must keep a second factor. Add a passkey before you remove the authenticator app.',
  secondFactorSetupRequired: 'Staff accounts need a second factor. Set up an authenticator app or a passkey first.',
  secondFactorRequired: 'Please confirm it is you with your second factor.',
  passwordWrong: 'That password is not right.',
  codesThrottled: 'Too many wrong codes for this account. Please try again in {minutes} minutes.',
} as const;

/** How long the second step of a sign-in may take, and how long one authenticator code lasts. */
export const TWO_STEP_TTL_MS = 5 * 60 * 1000;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits; a space in the middle (as apps show them) is allowed. */
export const authenticatorCodeSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .regex(/^\d{3} ?\d{3}$/, SECURITY_MESSAGES.codeFormat);

/** Ten letters and digits, with or without the dash and in any case (ABCDE-FGHJK). */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .regex(/^[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5}$/, SECURITY_MESSAGES.recoveryCodeFormat);

/** The ways the second step of a sign-in can be taken. A passkey sign-in is complete on its own. */
export const secondStepMethodSchema = z.enum(['authenticator', 'recovery', 'passkey']);
export type SecondStepMethod = z.infer<typeof secondStepMethodSchema>;

/** What the sign-in answers (202) when the password was right and the account has a second factor. */
export const twoStepChallengeSchema = z.object({
  secondStep: z.object({
    /** Single use, five minutes: POST /api/accounts/two-step with it and a code. */
    ticket: z.string(),
    methods: z.array(secondStepMethodSchema),
    expiresAt: z.string(),
  }),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

const codeByMethod = {
  authenticator: z.object({ method: z.literal('authenticator'), code: authenticatorCodeSchema }),
  recovery: z.object({ method: z.literal('recovery'), code: recoveryCodeSchema }),
};

/** A code, by the method it comes from. */
export const factorCodeSchema = z.discriminatedUnion('method', [codeByMethod.authenticator, codeByMethod.recovery]);
export type FactorCode = z.input<typeof factorCodeSchema>;

/**
 * The second step: the ticket the sign-in answered and a code. A social sign-in's second step carries no ticket in
 * the body: its ticket waits in an httpOnly cookie the redirect set.
 */
export const twoStepBodySchema = z.discriminatedUnion('method', [
  codeByMethod.authenticator.extend({ ticket: z.string().max(100).optional() }),
  codeByMethod.recovery.extend({ ticket: z.string().max(100).optional() }),
]);
export type TwoStepBody = z.input<typeof twoStepBodySchema>;

/** The cookie a social sign-in's second step keeps its ticket in. */
export const TWO_STEP_COOKIE = 'weekends_two_step';

/** POST /api/accounts/two-step answers the signed-in user, like the sign-in. */
export const twoStepAnswerSchema = sessionAnswerSchema;

/** Re-verification: a code from a factor, or the password for an account that has no second factor. */
export const reverifyBodySchema = z.discriminatedUnion('method', [
  codeByMethod.authenticator,
  codeByMethod.recovery,
  z.object({
    method: z.literal('password'),
    password: z
      .string()
      .min(1, ACCOUNT_MESSAGES.required)
      .min(LOGIN_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.loginPasswordMin)
      .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong),
  }),
]);
export type ReverifyBody = z.input<typeof reverifyBodySchema>;

export const verifyMethodSchema = z.enum(['authenticator', 'recovery', 'password', 'passkey']);
export type VerifyMethod = z.infer<typeof verifyMethodSchema>;

/** GET /api/account/security: the account's second factors, for the Security tab and the re-verification dialog. */
export const securityOverviewSchema = z.object({
  /** Staff must have a second factor. */
  required: z.boolean(),
  authenticator: z.object({ enabled: z.boolean(), confirmedAt: z.string().nullable() }),
  passkeys: z.number().int(),
  recoveryCodesLeft: z.number().int(),
  /** How this account can confirm it is you (re-verification): its factors, or its password when it has none. */
  verifyWith: z.array(verifyMethodSchema),
  /** Until when this session counts as recently verified; null when it does not. */
  verifiedUntil: z.string().nullable(),
  /** Whether this session has proved a second factor (staff act only from one that has). */
  proven: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** Enrolment: the key to type (grouped by four), the otpauth:// address, and the QR code of that address as SVG. */
export const authenticatorEnrolmentSchema = z.object({
  key: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type AuthenticatorEnrolment = z.infer<typeof authenticatorEnrolmentSchema>;

export const confirmAuthenticatorBodySchema = z.object({ code: authenticatorCodeSchema });

/** Ten recovery codes, shown this once; null when the account already had some (they stay as they were). */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;
