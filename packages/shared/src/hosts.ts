import { z } from 'zod';
import { isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, currentUserSchema } from './accounts.ts';

/**
 * Host sign-up (/partner-new) and the host's Account Settings: one schema per request body,
 * shared by the forms and the API, carrying the earlier site's words (kept exactly) where it had them.
 */
export const HOST_MESSAGES = {
  /** Any invalid host, business or bank form. */
  invalid: 'Information provided is not valid or missing!',
  required: ACCOUNT_MESSAGES.required,
  tooLong: ACCOUNT_MESSAGES.tooLong,
  /** The e-mail belongs to an account with a host application (approved, pending or rejected). */
  hostExists: 'An account with this email already exists.',
  /** The e-mail belongs to a customer who is not a host: they log in and apply from their account. */
  customerExists: 'An customer account with this email already exists. Click Log In to continue Host Sign Up.',
  passwordMin: 'The password field must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  emailInvalid: 'Email Id must be vaild',
  phoneInvalid: 'Invalid phone number!',
  wrongPassword: 'Wrong password!',
  confirmPasswordMismatch: 'Confirm Password do not match!',
  // The earlier site had no words for these rules, so these are ours.
  textTooLong: 'Please keep this under 2000 characters.',
  linkInvalid: 'Enter a full link starting with https://',
  licenceRequired: 'Add a photo or scan of your trade licence.',
  licenceNotJpeg: 'Only JPEG images (.jpg, .jpeg) can be uploaded.',
  licenceTooLarge: 'The image is larger than 8 MB.',
  areaNotInCity: 'Choose an area of the selected city.',
  ibanInvalid: 'Enter a valid IBAN, e.g. AE07 0331 2345 6789 0123 456.',
  swiftInvalid: 'Enter a valid SWIFT/BIC code of 8 or 11 characters.',
  /** A signed-in account that already has an application waiting or approved. */
  alreadyApplied: 'You have already applied to become a host.',
  notAHost: 'There is no host application for this account.',
  saved: 'Your changes have been saved.',
} as const;

/** The trade licence image: a JPEG of at most 8 MB, sent as base64 (a data URL or bare). */
export const LICENCE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Base64 is 4 characters per 3 bytes; a data URL adds its short header. */
export const LICENCE_IMAGE_MAX_BASE64 = Math.ceil(LICENCE_IMAGE_MAX_BYTES / 3) * 4 + 64;
export const HOST_TEXT_MAX = 2000;
/** The fixed prefix of every host phone and landline: the visitor types the 9 digits after it. */
export const UAE_PREFIX = '+971';
export const UAE_DIGITS = 9;

const requiredText = z
  .string({ error: HOST_MESSAGES.required })
  .trim()
  .min(1, HOST_MESSAGES.required)
  .max(NAME_MAX_LENGTH, HOST_MESSAGES.tooLong);
const optionalText = z
  .string({ error: HOST_MESSAGES.required })
  .trim()
  .max(NAME_MAX_LENGTH, HOST_MESSAGES.tooLong)
  .default('');
const email = z
  .string({ error: HOST_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, HOST_MESSAGES.required)
  .max(NAME_MAX_LENGTH, HOST_MESSAGES.tooLong)
  .email(HOST_MESSAGES.emailInvalid);
const nineDigits = /^\d{9}$/;

/** A mobile: the 9 digits after +971, and a real UAE number (libphonenumber), with one message. */
const mobile = z
  .string({ error: HOST_MESSAGES.required })
  .trim()
  .min(1, HOST_MESSAGES.required)
  // An empty field already says 'Required'.
  .refine(
    (v) => v === '' || (nineDigits.test(v) && isValidPhoneNumber(`${UAE_PREFIX}${v}`)),
    HOST_MESSAGES.phoneInvalid,
  );
/** An optional mobile of contact person 2: empty, or as above. */
const optionalMobile = z
  .string()
  .trim()
  .default('')
  .refine(
    (v) => v === '' || (nineDigits.test(v) && isValidPhoneNumber(`${UAE_PREFIX}${v}`)),
    HOST_MESSAGES.phoneInvalid,
  );
/** A landline, optional: exactly 9 digits when given. */
const optionalLandline = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || nineDigits.test(v), HOST_MESSAGES.phoneInvalid);

/** http(s) only, to a real domain: a link shown to the provider's staff must never be `javascript:` or a local file. */
const webLink = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
const isWebLink = (value: string) => webLink.safeParse(value).success;
const optionalLink = z
  .string()
  .trim()
  .max(300, HOST_MESSAGES.tooLong)
  .default('')
  .refine((v) => v === '' || isWebLink(v), HOST_MESSAGES.linkInvalid);

const id = z.number({ error: HOST_MESSAGES.required }).int(HOST_MESSAGES.required).positive(HOST_MESSAGES.required);

/** The licence image as base64. Its content (a real JPEG) is checked by the server, not by its name. */
export const licenceImageSchema = z
  .string({ error: HOST_MESSAGES.licenceRequired })
  .min(1, HOST_MESSAGES.licenceRequired)
  .max(LICENCE_IMAGE_MAX_BASE64, HOST_MESSAGES.licenceTooLarge);

/**
 * Sign-up password: the host form's minimum and message, and the customer sign-up rule, so no path to a password is
 * weaker.
 */
export const hostPasswordSchema = z
  .string()
  .min(6, HOST_MESSAGES.passwordMin)
  .max(NAME_MAX_LENGTH, HOST_MESSAGES.tooLong)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).+$/, ACCOUNT_MESSAGES.signUpPasswordRule);

/** Contact person 2, fully optional. */
const contactPerson2 = {
  firstName2: optionalText,
  lastName2: optionalText,
  mobile2: optionalMobile,
  landline2: optionalLandline,
  designation2: optionalText,
};

/** The business, as sign-up and Business Information have it (all required but the links). */
const business = {
  companyName: requiredText,
  tradeLicenseId: requiredText,
  businessDescription: z
    .string({ error: HOST_MESSAGES.required })
    .trim()
    .min(1, HOST_MESSAGES.required)
    .max(HOST_TEXT_MAX, HOST_MESSAGES.textTooLong),
  address: requiredText,
  streetName: requiredText,
  buildingName: requiredText,
  poBox: requiredText,
  cityId: id,
  /** Must be an area of cityId (checked by the server against the catalogue). */
  areaId: id,
  companyWebsiteLink: optionalLink,
  youtubeLink: optionalLink,
  linkedInLink: optionalLink,
  instagramLink: optionalLink,
  facebookLink: optionalLink,
  twitterLink: optionalLink,
};

/**
 * POST /api/host-applications. A visitor sends a password (and a solved captcha) and gets a new, unconfirmed account
 * signed in; a signed-in customer sends neither and the application joins their account. Phones are the 9 digits
 * after +971.
 */
export const hostApplicationBodySchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
  email,
  phoneNumber: mobile,
  landline: optionalLandline,
  designation: requiredText,
  password: hostPasswordSchema.optional(),
  ...contactPerson2,
  ...business,
  tradeLicenseImage: licenceImageSchema,
  captcha: z.string().max(4096).optional(),
});
export type HostApplicationBody = z.input<typeof hostApplicationBodySchema>;
export type HostApplication = z.output<typeof hostApplicationBodySchema>;

/**
 * The sign-up form: the body plus the confirmation. `signedIn` drops the password fields (a signed-in customer keeps
 * their own password); a visitor must give both.
 */
export function hostSignUpFormSchema(signedIn: boolean) {
  return hostApplicationBodySchema
    .extend({ password: z.string().optional(), confirmPassword: z.string().optional() })
    .superRefine(
      (v, ctx) => {
        if (signedIn) return;
        // Run even when other fields failed (see `when`), so all the form's messages show at once: read defensively.
        const typed = typeof v.password === 'string' ? v.password : '';
        const confirm = typeof v.confirmPassword === 'string' ? v.confirmPassword : '';
        const password = hostPasswordSchema.safeParse(typed);
        if (!password.success)
          ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]!.message });
        if (!confirm) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: HOST_MESSAGES.required });
        else if (typed !== confirm)
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: HOST_MESSAGES.passwordsDoNotMatch });
      },
      { when: () => true },
    );
}
export type HostSignUpForm = z.input<ReturnType<typeof hostSignUpFormSchema>>;

/** GET /api/host-applications/email-check: whether the address has no account, a customer's, or a host's. */
export const hostEmailCheckQuerySchema = z.object({ email });
export const hostEmailCheckSchema = z.object({ status: z.enum(['none', 'customer', 'host']) });
export type HostEmailCheck = z.infer<typeof hostEmailCheckSchema>;

export const hostStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type HostStatus = z.infer<typeof hostStatusSchema>;

/** GET /api/host/me: the signed-in account's host application (404 when there is none). */
export const hostMeSchema = z.object({
  status: hostStatusSchema,
  rejectionReason: z.string().nullable(),
  companyName: z.string(),
  isConfirmed: z.boolean(),
  canManageActivities: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
});
export type HostMe = z.infer<typeof hostMeSchema>;

/** The application's answer: the signed-in user (new or the same) and the application. */
export const hostApplicationAnswerSchema = z.object({ user: currentUserSchema, host: hostMeSchema });
export type HostApplicationAnswer = z.infer<typeof hostApplicationAnswerSchema>;

/**
 * Personal Information: contact person 1 (the account's names, e-mail and mobile, plus landline and designation)
 * and contact person 2. Names, e-mail and phone required. A new e-mail must be confirmed again.
 */
export const hostPersonalBodySchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
  email,
  phoneNumber: mobile,
  landline: optionalLandline,
  designation: optionalText,
  ...contactPerson2,
});
export type HostPersonalBody = z.input<typeof hostPersonalBodySchema>;
export type HostPersonal = z.output<typeof hostPersonalBodySchema>;

/** What Personal Information shows: the stored values (phones as their 9 digits, empty when none). */
export const hostPersonalSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  landline: z.string(),
  designation: z.string(),
  firstName2: z.string(),
  lastName2: z.string(),
  mobile2: z.string(),
  landline2: z.string(),
  designation2: z.string(),
});
export type HostPersonalSettings = z.infer<typeof hostPersonalSchema>;

/** Business Information; `tradeLicenseImage` replaces the licence image when sent, otherwise it stays. */
export const hostBusinessBodySchema = z.object({ ...business, tradeLicenseImage: licenceImageSchema.optional() });
export type HostBusinessBody = z.input<typeof hostBusinessBodySchema>;
export type HostBusinessInput = z.output<typeof hostBusinessBodySchema>;

/** What Business Information shows: the stored values (empty when never given) and whether a licence image exists. */
export const hostBusinessSchema = z.object({
  companyName: z.string(),
  tradeLicenseId: z.string(),
  businessDescription: z.string(),
  address: z.string(),
  streetName: z.string(),
  buildingName: z.string(),
  poBox: z.string(),
  cityId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  companyWebsiteLink: z.string(),
  youtubeLink: z.string(),
  linkedInLink: z.string(),
  instagramLink: z.string(),
  facebookLink: z.string(),
  twitterLink: z.string(),
  hasLicenceImage: z.boolean(),
});
export type HostBusiness = z.infer<typeof hostBusinessSchema>;

/** IBAN without spaces, upper case, as banks print it grouped ('AE07 0331 ...'). */
export const normalizeIban = (value: string) => electronicFormatIBAN(value) ?? '';

/** Payment Settings: where payouts go. All required; the IBAN is checked by its checksum, the SWIFT/BIC by its form. */
export const hostPaymentBodySchema = z.object({
  accountHolder: requiredText,
  accountNumber: z.string().trim().min(1, HOST_MESSAGES.required).max(34, HOST_MESSAGES.tooLong),
  bankName: requiredText,
  bankAddress: requiredText,
  iban: z
    .string()
    .trim()
    .min(1, HOST_MESSAGES.required)
    .max(42, HOST_MESSAGES.ibanInvalid)
    .transform(normalizeIban)
    .refine((v) => isValidIBAN(v), HOST_MESSAGES.ibanInvalid),
  swiftCode: z
    .string()
    .trim()
    .min(1, HOST_MESSAGES.required)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => isValidBIC(v), HOST_MESSAGES.swiftInvalid),
});
export type HostPaymentBody = z.input<typeof hostPaymentBodySchema>;
export type HostPayment = z.output<typeof hostPaymentBodySchema>;

/** What Payment Settings shows (empty strings until the host gives them). */
export const hostPaymentSchema = z.object({
  accountHolder: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type HostPaymentSettings = z.infer<typeof hostPaymentSchema>;

/** The 9 digits a stored '+971…' number shows in a +971-prefixed field (empty for none). */
export function uaeDigits(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith(UAE_PREFIX) ? stored.slice(UAE_PREFIX.length) : stored.replace(/^\+/, '');
}

/** The stored form of typed digits: '+971' and the 9 digits, or null when nothing was typed. */
export const withUaePrefix = (digits: string): string | null => (digits ? `${UAE_PREFIX}${digits}` : null);
