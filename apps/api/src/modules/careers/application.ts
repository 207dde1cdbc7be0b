import { z } from 'zod';
import { API_MESSAGES, CAREER_MESSAGES, careerApplicationFieldsSchema } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { acknowledgeSender } from '../../lib/acknowledgement.ts';
import type { Captcha } from '../../lib/captcha.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PrivateStorage } from '../../lib/storage.ts';
import { HttpError } from '../../plugins/errors.ts';
import { checkCaptcha } from '../accounts/index.ts';
import { detectResume } from './resume-file.ts';
import { submitApplication } from './service.ts';
import type { Language } from '@weekends/shared';

/** The text fields the application form sends; the multipart reader keeps these and drops any other. */
export const APPLICATION_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'address',
  'coverLetter',
  'consent',
  'captcha',
] as const;

/** The application as read from the multipart body, not yet checked. */
export interface ApplicationForm {
  fields: Record<string, string>;
  resume?: { data: Buffer; fileName: string };
}

/** What an application works with, passed explicitly so tests and routes call it alike. */
export interface ApplicationDeps {
  db: Database;
  /** Local disk or the shared bucket (STORAGE=s3), whichever the app was configured with. */
  storage: PrivateStorage;
  mailer: Mailer;
  captcha: Pick<Captcha, 'verify'>;
}

const resumeInvalid = () =>
  new HttpError(400, 'RESUME_INVALID', CAREER_MESSAGES.resumeInvalid, { resume: [CAREER_MESSAGES.resumeInvalid] });

/**
 * Checks an application to an open position and keeps it: the fields and the résumé (a PDF or Word document, judged
 * by its bytes), then the captcha, then the stored application and the applicant's acknowledgement mail.
 */
export async function applyToOpening(
  deps: ApplicationDeps,
  opening: { id: number; title: string },
  form: ApplicationForm,
  language: Language,
): Promise<void> {
  const { fields, resume } = form;
  // A field left out entirely is as missing as an empty one: 'Required', not a type error.
  const blank = Object.fromEntries(APPLICATION_FIELDS.map((name) => [name, '']));
  const parsed = careerApplicationFieldsSchema.safeParse({ ...blank, ...fields, consent: fields.consent === 'true' });
  const fieldErrors: Record<string, string[]> = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
  const resumeType = resume ? await detectResume(resume.data) : null;
  if (!resume) fieldErrors.resume = [CAREER_MESSAGES.resumeRequired];
  // Both kinds of mistake in one answer, so the form can show them together.
  if (!parsed.success || !resume) throw new HttpError(400, 'VALIDATION_FAILED', API_MESSAGES.notValid, fieldErrors);
  if (!resumeType) throw resumeInvalid();
  const { captcha, consent: _consent, ...input } = parsed.data;
  await checkCaptcha(deps.captcha, captcha);

  await submitApplication(deps.db, deps.storage, opening.id, input, {
    data: resume.data,
    fileName: resume.fileName,
    type: resumeType,
  });
  // The application is stored: a failed mail is logged by the mailer and does not fail the form.
  await acknowledgeSender(deps.mailer, 'career', input, language, { opening: opening.title });
}
