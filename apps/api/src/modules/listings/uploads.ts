import { randomBytes } from 'node:crypto';
import type { HostUpload } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { hostUploads } from '../../db/schema/index.ts';
import type { PublicStorage } from '../../lib/storage.ts';
import { processListingImage } from './images.ts';

/** The width whose path activity_images stores; the others share its stem ('{hex}-{width}.webp'). */
const MAIN_WIDTH = 960;

/**
 * Stores a host's image for a listing: checked and re-encoded (images.ts), every width written to public storage
 * under one random stem, and remembered as the host's upload, which only this host may then put in a listing.
 */
export async function saveListingImage(
  db: Database,
  files: PublicStorage,
  hostId: number,
  data: Buffer,
): Promise<HostUpload> {
  const variants = await processListingImage(data);
  const stem = randomBytes(16).toString('hex');
  const paths = await Promise.all(
    variants.map((v) => files.put(`listings/${stem}-${v.nameWidth}.webp`, v.data, 'image/webp')),
  );
  const mainIndex = variants.findIndex((v) => v.nameWidth === MAIN_WIDTH);
  const main = variants[mainIndex]!;
  const [row] = await db
    .insert(hostUploads)
    .values({ hostId, path: paths[mainIndex]!, width: main.width, height: main.height })
    .returning();
  return { id: row!.id, path: row!.path, width: row!.width, height: row!.height };
}
