import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, phoneNumberSchema } from './accounts.ts';
import { DEFAULT_PHONE_COUNTRY } from './constants.ts';

/**
 * The contact-type forms: Contact (/contact), Corporate 'Get in touch' (/corporate) and Partner contact
 * (/partner-contact). The earlier site's words, kept exactly: the
 * contact form's e-mail message is spelt 'valid', the corporate and host-style forms' 'vaild'.
 */
export const CONTACT_MESSAGES = {
  required: ACCOUNT_MESSAGES.required,
  tooLong: ACCOUNT_MESSAGES.tooLong,
  contactEmailInvalid: 'Email Id must be valid',
  corporateEmailInvalid: 'Email Id must be vaild',
  phoneInvalid: ACCOUNT_MESSAGES.phoneInvalid,
  messageTooLong: 'Please keep your message under 5000 characters.',
  submitted: 'Request Submitted Successfully',
} as const;

/** A message, comment or note: long enough for a real enquiry, short enough not to be a dump. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const text = z.string().trim().min(1, CONTACT_MESSAGES.required).max(NAME_MAX_LENGTH, CONTACT_MESSAGES.tooLong);
const longText = z
  .string()
  .trim()
  .min(1, CONTACT_MESSAGES.required)
  .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong);
const emailWith = (invalid: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, CONTACT_MESSAGES.required)
    .max(NAME_MAX_LENGTH, CONTACT_MESSAGES.tooLong)
    .email(invalid);
/** The ALTCHA payload of GET /api/captcha/challenge, spent once. */
const captcha = z.string().min(1, CONTACT_MESSAGES.required).max(4096);

/**
 * An optional second number (the corporate landline): empty, or a real number for its country (UAE when no
 * +code is given), with the phone message. A landline such as +97142345678 passes; so does a mobile.
 */
export const optionalPhoneNumberSchema = z
  .string()
  .trim()
  .max(32, CONTACT_MESSAGES.phoneInvalid)
  .refine(
    (value) => value.length === 0 || isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY),
    CONTACT_MESSAGES.phoneInvalid,
  );

/** POST /api/contact: name, email and message, each required. Answers 201 SubmittedAnswer. */
export const contactBodySchema = z.object({
  name: text,
  email: emailWith(CONTACT_MESSAGES.contactEmailInvalid),
  message: longText,
  captcha,
});
export type ContactBody = z.input<typeof contactBodySchema>;

/**
 * POST /api/corporate-contact, the corporate 'Get in touch' form. The landline is
 * optional and, unlike the earlier site's form, sent and stored. Answers 201 SubmittedAnswer.
 */
export const corporateContactBodySchema = z.object({
  firstName: text,
  lastName: text,
  companyName: text,
  designation: text,
  email: emailWith(CONTACT_MESSAGES.corporateEmailInvalid),
  phoneNumber: phoneNumberSchema,
  landLine: optionalPhoneNumberSchema.optional(),
  comment: longText,
  captcha,
});
export type CorporateContactBody = z.input<typeof corporateContactBodySchema>;

/** POST /api/partner-contact, 'Become A Host': phone defaults to the UAE. Answers 201. */
export const partnerContactBodySchema = z.object({
  name: text,
  email: emailWith(CONTACT_MESSAGES.corporateEmailInvalid),
  phoneNumber: phoneNumberSchema,
  message: longText,
  captcha,
});
export type PartnerContactBody = z.input<typeof partnerContactBodySchema>;

/** Every inbound form's answer: 201 with the words the button then shows. */
export const submittedAnswerSchema = z.object({ message: z.string() });
export type SubmittedAnswer = z.infer<typeof submittedAnswerSchema>;
