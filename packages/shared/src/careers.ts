import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, phoneNumberSchema } from './accounts.ts';

/** A résumé is a PDF or Word file of at most 5 MB, judged by its content on the server, never by its name. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by content, never by these names. */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const ADDRESS_MAX_LENGTH = 500;
export const COVER_LETTER_MAX_LENGTH = 5000;

/** The earlier site's careers form had required marks and no words, so these are ours. */
export const CAREER_MESSAGES = {
  resumeInvalid: 'Your résumé must be a PDF or Word file of at most 5 MB.',
  resumeRequired: 'Please attach your résumé.',
  consentRequired: 'Please agree to the privacy policy to apply.',
  applied: 'Thank you for applying! We have received your application and sent a confirmation to your e-mail address.',
  openingNotFound: 'This position is not open.',
  addressTooLong: `Must be at most ${ADDRESS_MAX_LENGTH} characters.`,
  coverLetterTooLong: `Must be at most ${COVER_LETTER_MAX_LENGTH} characters.`,
} as const;

/** GET /api/careers: the open positions, newest first. */
export const careerOpeningCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  /** As written on the posting: 'Full time', 'Permanent', … */
  employmentType: z.string(),
  summary: z.string(),
  postedAt: z.string(),
});
export type CareerOpeningCard = z.infer<typeof careerOpeningCardSchema>;

/**
 * GET /api/careers/{slug}: the posting, its Markdown description rendered by the server to safe HTML (404 when not
 * open).
 */
export const careerOpeningSchema = careerOpeningCardSchema.extend({ descriptionHtml: z.string() });
export type CareerOpening = z.infer<typeof careerOpeningSchema>;

const text = (max: number, tooLong: string) => z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(max, tooLong);

/**
 * The fields of POST /api/careers/{slug}/applications, a multipart form: these fields (consent as 'true') and the
 * file 'resume'. The web form validates the same schema before sending; the file is checked apart from it.
 */
export const careerApplicationFieldsSchema = z.object({
  name: text(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong),
  email: text(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong).toLowerCase().email(ACCOUNT_MESSAGES.emailInvalid),
  phoneNumber: phoneNumberSchema,
  address: text(ADDRESS_MAX_LENGTH, CAREER_MESSAGES.addressTooLong),
  coverLetter: text(COVER_LETTER_MAX_LENGTH, CAREER_MESSAGES.coverLetterTooLong),
  consent: z.boolean().refine((given) => given, CAREER_MESSAGES.consentRequired),
  captcha: z.string().min(1, ACCOUNT_MESSAGES.required).max(4096),
});
export type CareerApplicationFields = z.input<typeof careerApplicationFieldsSchema>;

/** 201 from POST /api/careers/{slug}/applications. */
export const careerApplicationAnswerSchema = z.object({ message: z.string() });
export type CareerApplicationAnswer = z.infer<typeof careerApplicationAnswerSchema>;

/** GET /api/admin/career-applications: the back office's inbox of applications, newest first. */
export const adminCareerApplicationSchema = z.object({
  id: z.number(),
  opening: z.object({ slug: z.string(), title: z.string() }),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  coverLetter: z.string(),
  resume: z.object({ fileName: z.string(), mimeType: z.string(), size: z.number() }),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminCareerApplication = z.infer<typeof adminCareerApplicationSchema>;
