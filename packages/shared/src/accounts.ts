import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY, PHONE_MIN_LENGTH } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { staffRoleSchema } from './staff.ts';

/** Session lengths: a day, or 30 days when the visitor ticks 'remember me'. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_TTL_MS = 30 * SESSION_TTL_MS;
export const SESSION_COOKIE = 'weekends_session';
/**
 * Header a browser client sends with cookie-authenticated mutations that carry no JSON body: a cross-site form can
 * send neither, so this stops CSRF.
 */
export const CSRF_HEADER = 'x-requested-with';

/** Names and e-mail at most 180 characters; login password at least 5, sign-up at least 6. */
export const NAME_MAX_LENGTH = 180;
export const LOGIN_PASSWORD_MIN_LENGTH = 5;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 6;

/**
 * The account forms' words, shared by the forms and the API. Those the earlier site had are kept exactly, typos
 * included ('vaild', 'charactor'); the rest are ours.
 */
/** How long a proof of who is signed in counts for a sensitive action before it asks again. */
export const REVERIFY_WINDOW_MS = 15 * 60 * 1000;

export const ACCOUNT_MESSAGES = {
  required: 'Required',
  tooLong: `Must be at most ${NAME_MAX_LENGTH} characters.`,
  emailInvalid: 'Email Id must be vaild',
  loginPasswordMin: 'The password field must be at least 5 characters.',
  signUpPasswordRule:
    'The password field must be at least 6 characters, one upper case, one numerical charactor, one special character!',
  signUpPasswordMin:
    'The password field must be at least 6 characters long, must contain one upper case, one numerical characters',
  phoneInvalid: 'Invalid phone number!',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidCredentials: 'Invalid Credentials, Try again!',
  emailExists: 'An account with this email already exists.',
  captchaFailed: 'The captcha check failed, please try again.',
  signInRequired: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  // A sensitive action (a refund, a payout, a bank account, a role, removing a factor) asks again for proof of who
  // is signed in when the last proof is older than REVERIFY_WINDOW_MS.
  reverifyRequired: 'For your security, please confirm it is you before you continue.',
  // The provider suspended the account (back office, Hosts and Customers): said plainly rather than 'Invalid
  // Credentials'.
  accountSuspended: 'This account has been suspended. Please contact us if you think this is a mistake.',
  csrfHeaderRequired: 'This request must carry a JSON body or the X-Requested-With header.',
  tooManyRequests: 'Too many attempts, please wait a minute and try again.',
  /** Too many wrong passwords for one account, from anywhere: a wait that grows, never a permanent lock. */
  accountThrottled:
    'Too many wrong passwords for this account. Please try again in {minutes} minutes, or reset your password.',
  // Password recovery, change password and profile: the earlier site's words.
  invalidEmailAddress: 'Invalid Email Address!',
  invalidOtp: 'Invalid OTP entered!',
  confirmPasswordMismatch: 'Confirm Password do not match!',
  wrongPassword: 'Wrong password!',
  passwordChanged: 'Your password changed successfully',
  // E-mail confirmation: the earlier site had the page and the pop-up but no words for these, so they are ours.
  confirmationInvalid: 'This confirmation link is not valid.',
  confirmationExpired: 'This confirmation link has expired. Please ask for a new one.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  emailConfirmed: 'Thank you, your email address is confirmed.',
  // Personal Information's e-mail change: the e-mail may be edited; these words for its limits are ours.
  emailChangeNotAllowedGoogle:
    'You sign in with Google, so your e-mail address is the one Google verified and cannot be changed here.',
  emailChangeNotAllowedFacebook:
    'You sign in with Facebook, so your e-mail address is the one Facebook verified and cannot be changed here.',
  corporateEmailDomain: 'Your e-mail address must stay on your company domain: @{domain}.',
} as const;

/** A corporate customer's address stays on the corporate's domain, whose name the message carries. */
export const corporateEmailDomainMessage = (domain: string) =>
  ACCOUNT_MESSAGES.corporateEmailDomain.replace('{domain}', domain);

/** Sign-up password: one lowercase, one uppercase, one digit and one of !@#$%^&*. */
const SIGN_UP_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).+$/;

const name = z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong)
  .email(ACCOUNT_MESSAGES.emailInvalid);
/**
 * A real number for its country (libphonenumber), not just a run of digits; UAE when no +code is given. The message
 * stays the earlier site's one 'Invalid phone number!'.
 */
export const phoneNumberSchema = z
  // A phone left out of an API body is as missing as an empty field: 'Required', not zod's type message.
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? ACCOUNT_MESSAGES.required : undefined),
  })
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(32, ACCOUNT_MESSAGES.phoneInvalid)
  // One message however it fails; an empty field already says 'Required'.
  .refine(
    (value) =>
      value.length === 0 || (value.length >= PHONE_MIN_LENGTH && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)),
    ACCOUNT_MESSAGES.phoneInvalid,
  );
const phoneNumber = phoneNumberSchema;
/** The ALTCHA payload (base64 JSON) the widget produces after solving GET /api/captcha/challenge. */
const captcha = z.string().min(1, ACCOUNT_MESSAGES.required).max(4096);

export const signUpPasswordSchema = z
  .string()
  .min(SIGN_UP_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.signUpPasswordMin)
  .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong)
  .regex(SIGN_UP_PASSWORD_PATTERN, ACCOUNT_MESSAGES.signUpPasswordRule);

export const registerBodySchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password: signUpPasswordSchema,
  /** Required, as on every other form that makes an account. */
  phoneNumber,
  /** The 'Happiness ambassador' opt-in. */
  happinessAmbassador: z.boolean().default(false),
  captcha,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The sign-up form adds the confirmation the server does not need. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.required) })
  .refine((v) => v.password === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const loginBodySchema = z.object({
  email,
  password: z
    .string()
    .min(1, ACCOUNT_MESSAGES.required)
    .min(LOGIN_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.loginPasswordMin)
    .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong),
  rememberMe: z.boolean().default(false),
  /** 'bearer' answers the token in the body for API clients instead of setting the cookie. */
  transport: z.enum(['cookie', 'bearer']).default('cookie'),
  captcha,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isGuest: z.boolean(),
  /** 0 none, 1 Facebook, 2 Google (the provider verified the e-mail, which stays as it gave it). */
  socialLogin: z.number().int(),
  isHost: z.boolean(),
  isCorporate: z.boolean(),
  isConfirmed: z.boolean(),
  isAdmin: z.boolean(),
  /** The back-office role of a member of staff (isAdmin); null for everyone else. */
  staffRole: staffRoleSchema.nullable(),
  /** Runs its corporate's awards and sees its dashboard (/corporate-admin). */
  isCorporateAdmin: z.boolean(),
  /**
   * Second factors, in the session's and the sign-ins' answers: whether two-step sign-in is on, whether the account
   * must have it (staff), and whether this session proved it.
   */
  secondFactor: z.object({ enabled: z.boolean(), required: z.boolean(), proven: z.boolean() }).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/accounts/session: the signed-in user (guests included) or null. */
export const sessionStateSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionStateAnswer = z.infer<typeof sessionStateSchema>;

/** Login and sign-up answer the user; `token` only when the client asked for bearer transport. */
export const sessionAnswerSchema = currentUserSchema.extend({ token: z.string().optional() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** An ALTCHA v1 challenge, as the widget expects it. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** E-mail confirmation links last a day; recovery codes 10 minutes, 4 characters, 5 tries. */
export const CONFIRMATION_TTL_HOURS = 24;
export const OTP_LENGTH = 4;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export const confirmEmailBodySchema = z.object({
  id: z.number().int().positive(),
  token: z.string().min(1, ACCOUNT_MESSAGES.required).max(200),
});
export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>;

/** Hosts go to /vendor/dashboard after confirming, so the answer says who confirmed. */
export const confirmEmailAnswerSchema = z.object({
  message: z.string(),
  alreadyConfirmed: z.boolean(),
  isHost: z.boolean(),
});

/** The pop-up's Resend button turns into 'Email Sent' on this answer. */
export const emailSentAnswerSchema = z.object({ emailSent: z.literal(true) });

/** Step 1 of 'Recover Your Password'. */
export const forgotPasswordBodySchema = z.object({ email, captcha });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/**
 * The code as typed: case and surrounding spaces forgiven, since the mailed alphabet is uppercase only.
 * The new password follows the sign-up rule, stricter than the earlier site's recovery minimum of 6 characters, so
 * no path to a password is weaker than sign-up.
 */
export const resetPasswordBodySchema = z
  .object({
    email,
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, ACCOUNT_MESSAGES.required)
      .length(OTP_LENGTH, ACCOUNT_MESSAGES.invalidOtp),
    password: signUpPasswordSchema,
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const messageAnswerSchema = z.object({ message: z.string() });

/**
 * Personal Information: names, e-mail and phone, each required, at most 180. PATCH /api/accounts/me
 * always edits the session's own account. A new e-mail makes the account unconfirmed and mails a link to it (and a
 * notice to the old one); 409 EMAIL_EXISTS when another account has it; 400 EMAIL_CHANGE_NOT_ALLOWED for a social-login
 * account (the provider vouches for its address) and CORPORATE_EMAIL_DOMAIN for a corporate customer leaving the
 * corporate's domain. Saving the same e-mail changes nothing about confirmation.
 */
export const updateProfileBodySchema = z.object({
  firstName: name,
  lastName: name,
  email,
  phoneNumber,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** PUT /api/me/language: the language the signed-in customer's mails are written in from now on. */
export const updateLanguageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type UpdateLanguageBody = z.input<typeof updateLanguageBodySchema>;

/** Change Password: old at most 180, the earlier site's mismatch words; the new one follows the sign-up rule. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong),
    newPassword: signUpPasswordSchema,
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
