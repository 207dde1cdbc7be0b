import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, phoneNumberSchema } from './accounts.ts';

export const INTEREST_COMMENT_MAX_LENGTH = 2000;

/**
 * The Submit Interest pop-up's words. `submitted` is the earlier site's success text and the phone's
 * 'Invalid phone number!' comes with phoneNumberSchema; the earlier site had no e-mail text for this form.
 */
export const INTEREST_MESSAGES = {
  required: ACCOUNT_MESSAGES.required,
  emailInvalid: 'Email Id must be valid',
  tooLong: `Must be at most ${NAME_MAX_LENGTH} characters.`,
  commentTooLong: `The comment must be at most ${INTEREST_COMMENT_MAX_LENGTH} characters.`,
  submitted:
    'Thank you for your interest. Our team will get back to you when we got interest from required number of people.',
  notAccepted:
    'This experience takes bookings, so there is no need to submit interest: choose your tickets and Book Now.',
  activityNotFound: 'This experience is no longer available.',
  tooManyRequests: 'You have sent several requests in a short time, please wait a few minutes and try again.',
} as const;

const name = z.string().trim().min(1, INTEREST_MESSAGES.required).max(NAME_MAX_LENGTH, INTEREST_MESSAGES.tooLong);

/** POST /api/activities/{id}/interest: every field is required; the phone defaults to the UAE. */
export const interestBodySchema = z.object({
  firstName: name,
  lastName: name,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: INTEREST_MESSAGES.required, abort: true })
    .max(NAME_MAX_LENGTH, INTEREST_MESSAGES.tooLong)
    .email(INTEREST_MESSAGES.emailInvalid),
  phoneNumber: phoneNumberSchema,
  comment: z
    .string()
    .trim()
    .min(1, INTEREST_MESSAGES.required)
    .max(INTEREST_COMMENT_MAX_LENGTH, INTEREST_MESSAGES.commentTooLong),
  captcha: z.string().min(1, INTEREST_MESSAGES.required).max(4096),
});
export type InterestBody = z.input<typeof interestBodySchema>;

export const interestSubmittedSchema = z.object({ message: z.string() });
export type InterestSubmitted = z.infer<typeof interestSubmittedSchema>;
