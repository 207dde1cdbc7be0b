import { and, desc, eq } from 'drizzle-orm';
import { API_MESSAGES, CAREER_MESSAGES, type CareerOpening, type CareerOpeningCard } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { careerApplications, careerOpenings } from '../../db/schema/index.ts';
import type { PrivateStorage } from '../../lib/storage.ts';
import { notFound } from '../../plugins/errors.ts';
import { renderPostingMarkdown } from './markdown.ts';
import type { ResumeType } from './resume-file.ts';

const cardColumns = {
  id: careerOpenings.id,
  slug: careerOpenings.slug,
  title: careerOpenings.title,
  location: careerOpenings.location,
  employmentType: careerOpenings.employmentType,
  summary: careerOpenings.summary,
  createdAt: careerOpenings.createdAt,
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

/** /career: the open positions, newest first. */
export async function listOpenings(db: Database): Promise<CareerOpeningCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(careerOpenings)
    .where(eq(careerOpenings.isActive, true))
    .orderBy(desc(careerOpenings.createdAt), desc(careerOpenings.id));
  return rows.map(toCard);
}

/** An open position by its slug; a closed or unknown one is 404, so nobody applies to a role that is gone. */
export async function findOpenOpening(db: Database, slug: string) {
  const [row] = await db
    .select({ ...cardColumns, description: careerOpenings.description })
    .from(careerOpenings)
    .where(and(eq(careerOpenings.slug, slug), eq(careerOpenings.isActive, true)));
  if (!row) throw notFound(CAREER_MESSAGES.openingNotFound);
  return row;
}

/** /career-detail/{slug}: the posting with its description rendered to safe HTML. */
export async function getOpening(db: Database, slug: string): Promise<CareerOpening> {
  const { description, ...row } = await findOpenOpening(db, slug);
  return { ...toCard(row), descriptionHtml: renderPostingMarkdown(description) };
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
