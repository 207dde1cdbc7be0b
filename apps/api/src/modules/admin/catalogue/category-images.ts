import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type AdminCategoryDetail, type CategoryImageKind } from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import { reencodePictureUpload } from '../../../lib/picture-upload.ts';
import type { PublicStorage } from '../../../lib/storage.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { categoryNotFound, getCategory } from './categories.ts';

export const pictureRefused = () =>
  new HttpError(400, 'IMAGE_NOT_PICTURE', CATALOGUE_MESSAGES.imageNotPicture, {
    image: [CATALOGUE_MESSAGES.imageNotPicture],
  });
export const pictureTooLarge = () =>
  new HttpError(413, 'IMAGE_TOO_LARGE', CATALOGUE_MESSAGES.imageTooLarge, {
    image: [CATALOGUE_MESSAGES.imageTooLarge],
  });

/** Each picture at the widest it is shown: the tile on category lists, the mega menu's picture, the page header. */
const WIDTHS: Record<CategoryImageKind, number> = { image: 800, menuImage: 600, headerImage: 1920 };
const FILE_NAMES: Record<CategoryImageKind, string> = { image: 'tile', menuImage: 'menu', headerImage: 'header' };

/** The storage key of a picture this module stored; older paths (the seed's) are not ours to remove. */
const ownKey = (path: string | null) =>
  path?.startsWith('/uploads/categories/') ? path.slice('/uploads/'.length) : null;

/**
 * Replaces one of a category's pictures with an upload (JPEG or PNG, judged by content): re-encoded to WebP without
 * metadata, never enlarged. The old file goes once the row points at the new one.
 */
export async function saveCategoryImage(
  db: Database,
  files: PublicStorage,
  adminId: number,
  id: number,
  kind: CategoryImageKind,
  data: Buffer,
): Promise<AdminCategoryDetail> {
  const [exists] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!exists) throw categoryNotFound();
  const webp = await reencodePictureUpload(
    data,
    ['jpeg', 'png'],
    { notPicture: pictureRefused, tooLarge: pictureTooLarge },
    (_metadata, upright) =>
      upright().resize({ width: WIDTHS[kind], withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
  const key = `categories/${randomBytes(16).toString('hex')}-${FILE_NAMES[kind]}.webp`;
  const path = await files.put(key, webp, 'image/webp');
  try {
    return await replaceImage(db, files, adminId, id, kind, path);
  } catch (error) {
    // The category went meanwhile: no row points at the new file.
    await files.remove(key);
    throw error;
  }
}

export function removeCategoryImage(
  db: Database,
  files: PublicStorage,
  adminId: number,
  id: number,
  kind: CategoryImageKind,
): Promise<AdminCategoryDetail> {
  return replaceImage(db, files, adminId, id, kind, null);
}

async function replaceImage(
  db: Database,
  files: PublicStorage,
  adminId: number,
  id: number,
  kind: CategoryImageKind,
  path: string | null,
): Promise<AdminCategoryDetail> {
  const { old, detail } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw categoryNotFound();
    const [after] = await tx
      .update(categories)
      .set({ [kind]: path })
      .where(eq(categories.id, id))
      .returning();
    await recordAdminAction(tx, adminId, {
      action: path ? 'category.image' : 'category.image-remove',
      subject: { type: 'category', id },
      before,
      after,
      detail: { kind },
    });
    return { old: before[kind], detail: await getCategory(tx, id) };
  });
  const key = ownKey(old);
  if (key && old !== path) await files.remove(key);
  return detail;
}
