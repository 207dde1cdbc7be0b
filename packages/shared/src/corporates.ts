import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, signUpPasswordSchema } from './accounts.ts';

export const CORPORATE_MESSAGES = {
  phoneInvalid: 'Invalid Phone Number',
  confirmPasswordMismatch: 'Confirm password do not match',
  emailLocalPartInvalid: 'Please enter only the part of your company e-mail before the @.',
  notFound: 'This company page does not exist.',
} as const;

/** GET /api/corporates/{slug}: what the corporate register page shows (404 NOT_FOUND for an unknown slug). */
export const corporateSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  companyEmailDomain: z.string(),
});
export type Corporate = z.infer<typeof corporateSchema>;

const name = z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong);

/**
 * POST /api/corporates/{slug}/register: the e-mail is emailLocalPart + '@' + the corporate's domain; the phone is
 * exactly 9 digits typed after a fixed +971. Answers 201 with a SessionAnswer (isCorporate true), 409 EMAIL_EXISTS
 * for a taken address, 409 SOCIAL_ACCOUNT (signedUpWithMessage) for an address made with Google or Facebook, 404 for
 * an unknown corporate. A guest on the address becomes this account, as with the ordinary sign-up.
 */
export const corporateRegisterBodySchema = z.object({
  firstName: name,
  lastName: name,
  emailLocalPart: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.required)
    .max(64, CORPORATE_MESSAGES.emailLocalPartInvalid)
    .regex(/^[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9])?$/, CORPORATE_MESSAGES.emailLocalPartInvalid),
  phoneDigits: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.required)
    .regex(/^\d{9}$/, CORPORATE_MESSAGES.phoneInvalid),
  password: signUpPasswordSchema,
  happinessAmbassador: z.boolean(),
  captcha: z.string().min(1, ACCOUNT_MESSAGES.required).max(4096),
});
export type CorporateRegisterBody = z.input<typeof corporateRegisterBodySchema>;

export const corporateRegisterFormSchema = corporateRegisterBodySchema
  .extend({ confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.required) })
  .refine((v) => v.password === v.confirmPassword, {
    message: CORPORATE_MESSAGES.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
