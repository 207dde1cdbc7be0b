import { and, desc, eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  CAREER_MESSAGES,
  type CareerOpening,
  type CareerOpeningCard,
  type Language,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { careerApplications, careerOpenings } from '../../db/schema/index.ts';
import type { PrivateStorage } from '../../lib/storage.ts';
import { notFound } from '../../plugins/errors.ts';
import { localizedText } from '../../lib/localized.ts';
import { renderPostingMarkdown } from './markdown.ts';
import type { ResumeType } from './resume-file.ts';

/**
 * A posting's texts in the reader's language, picked in one place: the Arabic column where it has a value, else the
 * English one (lib/localized.ts), so /career and a posting answer in `requestLanguage(request)`.
 */
export function openingIn(language: Language) {
  return {
    title: localizedText(language, careerOpenings.title, careerOpenings.titleAr),
    location: localizedText(language, careerOpenings.location, careerOpenings.locationAr),
    employmentType: localizedText(language, careerOpenings.employmentType, careerOpenings.employmentTypeAr),
    summary: localizedText(language, careerOpenings.summary, careerOpenings.summaryAr),
    description: localizedText(language, careerOpenings.description, careerOpenings.descriptionAr),
  };
}

const cardColumns = (language: Language) => {
  const opening = openingIn(language);
  return {
    id: careerOpenings.id,
    slug: careerOpenings.slug,
    title: opening.title,
    location: opening.location,
    employmentType: opening.employmentType,
    summary: opening.summary,
    createdAt: careerOpenings.createdAt,
  };
};

type CardRow = {
  id: number;
  slug: string;
  title: string;
  location: string;
  employmentType: string;
  summary: string;
  createdAt: Date;
};
const toCard = ({ id: _id, createdAt, ...row }: CardRow): CareerOpeningCard => ({
  ...row,
  postedAt: createdAt.toISOString(),
});

/** /career: the open positions, newest first, in `language`. */
export async function listOpenings(db: Database, language: Language = 'en'): Promise<CareerOpeningCard[]> {
  const rows = await db
    .select(cardColumns(language))
    .from(careerOpenings)
    .where(eq(careerOpenings.isActive, true))
    .orderBy(desc(careerOpenings.createdAt), desc(careerOpenings.id));
  return rows.map(toCard);
}

/**
 * An open position by its slug, in `language`; a closed or unknown one is 404, so nobody applies to a role that is
 * gone.
 */
export async function findOpenOpening(db: Database, slug: string, language: Language = 'en') {
  const [row] = await db
    .select({ ...cardColumns(language), description: openingIn(language).description })
    .from(careerOpenings)
    .where(and(eq(careerOpenings.slug, slug), eq(careerOpenings.isActive, true)));
  if (!row) throw notFound(CAREER_MESSAGES.openingNotFound);
  return row;
}

/** /career-detail/{slug}: the posting with its description rendered to safe HTML. */
export async function getOpening(db: Database, slug: string, language: Language = 'en'): Promise<CareerOpening> {
  const { description, ...row } = await findOpenOpening(db, slug, language);
  return { ...toCard(row), descriptionHtml: renderPostingMarkdown(description, language) };
}

export interface ApplicationInput {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  coverLetter: string;
}

export interface ResumeUpload {
  data: Buffer;
  fileName: string;
  type: ResumeType;
}

/** Folder of private storage that holds résumés. */
const RESUME_FOLDER = 'resumes';

/**
 * Stores the résumé under a random key, then the application. A failed insert removes the file again, so no
 * résumé is kept without the application that explains it.
 */
export async function submitApplication(
  db: Database,
  storage: PrivateStorage,
  openingId: number,
  input: ApplicationInput,
  resume: ResumeUpload,
): Promise<{ id: number }> {
  const resumeKey = await storage.put(RESUME_FOLDER, resume.type.extension, resume.data);
  try {
    const [row] = await db
      .insert(careerApplications)
      .values({
        openingId,
        ...input,
        resumeKey,
        resumeFileName: safeFileName(resume.fileName, resume.type.extension),
        resumeMimeType: resume.type.mimeType,
        resumeSize: resume.data.length,
        consentedAt: new Date(),
      })
      .returning({ id: careerApplications.id });
    return row!;
  } catch (error) {
    await storage.remove(resumeKey);
    throw error;
  }
}

/**
 * The name the applicant's computer gave the file, kept for staff (a download is named after it): path parts,
 * control and quoting characters dropped, at most 120 characters, and the extension its content earned.
 */
export function safeFileName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"'<>|:*?;]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'resume'}.${extension}`;
}

const APPLICATION_NOT_FOUND = 'Application not found';

/** The stored résumé of an application, for staff to download. */
export async function readResume(db: Database, storage: PrivateStorage, applicationId: number) {
  const [row] = await db
    .select({
      key: careerApplications.resumeKey,
      fileName: careerApplications.resumeFileName,
      mimeType: careerApplications.resumeMimeType,
    })
    .from(careerApplications)
    .where(eq(careerApplications.id, applicationId));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const data = await storage.read(row.key);
  if (!data) throw notFound(API_MESSAGES.resumeMissing);
  return { data, fileName: row.fileName, mimeType: row.mimeType };
}
