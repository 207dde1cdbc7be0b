import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  ADMIN_HOME_MESSAGES,
  LISTING_MESSAGES,
  SLIDE_IMAGE_MIN_WIDTH,
  SLIDE_IMAGE_PATH,
  missingArabic,
  type AdminSlide,
  type SlideImageUpload,
  adminSlideBodySchema,
} from '@weekends/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { slides } from '../../../db/schema/index.ts';
import { reencodeJpegUpload } from '../../../lib/jpeg-upload.ts';
import type { PublicStorage } from '../../../lib/storage.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';

type SlideBody = z.output<typeof adminSlideBodySchema>;

/** The wide image fills a desktop slideshow; the small one is what phones download instead. */
const OUTPUT_WIDTH = { wide: 1920, small: 800 } as const;

const imageError = (code: string, message: string, status = 400) =>
  new HttpError(status, code, message, { image: [message] });
const slideNotFound = () => new HttpError(404, 'NOT_FOUND', ADMIN_HOME_MESSAGES.slideNotFound);

/**
 * A slide image: a JPEG judged by its content (lib/jpeg-upload.ts), re-encoded to WebP without its metadata, never
 * enlarged, and stored under /uploads/slides; the slide form then names the answered path.
 */
export async function saveSlideImage(
  files: PublicStorage,
  variant: 'wide' | 'small',
  data: Buffer,
): Promise<SlideImageUpload> {
  const encoded = await reencodeJpegUpload(
    data,
    {
      notJpeg: () => imageError('IMAGE_NOT_JPEG', LISTING_MESSAGES.imageNotJpeg),
      tooLarge: () => imageError('IMAGE_TOO_LARGE', LISTING_MESSAGES.imageTooLarge, 413),
    },
    async (metadata, upright) => {
      if (metadata.autoOrient.width < SLIDE_IMAGE_MIN_WIDTH[variant]) {
        throw imageError(
          'IMAGE_TOO_SMALL',
          variant === 'wide' ? ADMIN_HOME_MESSAGES.slideTooSmall : ADMIN_HOME_MESSAGES.slideSmallTooSmall,
        );
      }
      return upright()
        .resize({ width: OUTPUT_WIDTH[variant], withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
    },
  );
  const path = await files.put(`slides/${randomBytes(16).toString('hex')}-${variant}.webp`, encoded.data, 'image/webp');
  return { path, width: encoded.info.width, height: encoded.info.height };
}

const columns = {
  id: slides.id,
  image: slides.image,
  imageSmall: slides.imageSmall,
  title: slides.title,
  titleAr: slides.titleAr,
  link: slides.link,
  isActive: slides.isActive,
  position: slides.position,
};
type SlideRow = Omit<AdminSlide, 'missingArabic'>;

const toSlide = (row: SlideRow): AdminSlide => ({ ...row, missingArabic: missingArabic(row, ['title']) });

/** Every slide, shown or not, in the slideshow's order. */
export async function listAdminSlides(db: Database): Promise<AdminSlide[]> {
  const rows = await db.select(columns).from(slides).orderBy(asc(slides.position), asc(slides.id));
  return rows.map(toSlide);
}

/** Images must be uploads (SLIDE_IMAGE_PATH), or ones the slide already shows: never an address typed in. */
function checkImages(body: SlideBody, current: readonly string[] = []) {
  const fieldErrors: Record<string, string[]> = {};
  for (const field of ['image', 'imageSmall'] as const) {
    if (!SLIDE_IMAGE_PATH.test(body[field]) && !current.includes(body[field]))
      fieldErrors[field] = [ADMIN_HOME_MESSAGES.slideImageUnknown];
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new HttpError(400, 'VALIDATION_FAILED', ADMIN_HOME_MESSAGES.slideImageUnknown, fieldErrors);
}

export async function createSlide(db: Database, adminId: number, body: SlideBody): Promise<AdminSlide> {
  checkImages(body);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(slides).values(body).returning(columns);
    await recordAdminAction(tx, adminId, {
      action: 'slide.create',
      subject: { type: 'slide', id: row!.id },
      before: null,
      after: row,
    });
    return toSlide(row!);
  });
}

/** Answers the slide as it now is and the images it no longer uses (the caller removes them once committed). */
export async function updateSlide(
  db: Database,
  adminId: number,
  id: number,
  body: SlideBody,
): Promise<{ slide: AdminSlide; unused: string[] }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(slides).where(eq(slides.id, id)).for('update');
    if (!before) throw slideNotFound();
    checkImages(body, [before.image, before.imageSmall]);
    const [after] = await tx.update(slides).set(body).where(eq(slides.id, id)).returning(columns);
    await recordAdminAction(tx, adminId, { action: 'slide.update', subject: { type: 'slide', id }, before, after });
    return {
      slide: toSlide(after!),
      unused: [before.image, before.imageSmall].filter((path) => path !== after!.image && path !== after!.imageSmall),
    };
  });
}

export async function deleteSlide(db: Database, adminId: number, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(slides).where(eq(slides.id, id)).returning(columns);
    if (!before) throw slideNotFound();
    await recordAdminAction(tx, adminId, {
      action: 'slide.delete',
      subject: { type: 'slide', id },
      before,
      after: null,
    });
    return [before.image, before.imageSmall];
  });
}

/** '/uploads/slides/x.webp' -> 'slides/x.webp'; other paths (seeded images) are not ours to remove. */
export async function removeSlideImages(files: PublicStorage, paths: readonly string[]): Promise<void> {
  for (const path of paths)
    if (path.startsWith('/uploads/slides/')) await files.remove(path.slice('/uploads/'.length)).catch(() => {});
}
