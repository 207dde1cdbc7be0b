import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cities } from '../schema/index.ts';
import { insertDemo } from './demo.ts';
import { writeImages } from './images/render.ts';
import { allDemoImageJobs } from './plan.ts';
import { writeDemoLicence } from './approvals.ts';
import { writeDemoHostLicence } from './host-profile.ts';

export { seedBulkActivities, type BulkOptions } from './bulk.ts';
export { DEFAULT_TRENDING_CITY_IDS } from './demo.ts';
export { DESERT_SAFARI_TITLE } from './content/activities.ts';
export { WEEKEND_PASS_SLUG } from './content/categories.ts';
export { CITY_IDS } from './content/cities.ts';

export interface SeedOptions {
  uploadsDir: string;
  log?: (message: string) => void;
}

export interface SeedDemoOptions {
  uploadsDir: string;
  /** false skips writing image files; the image paths are stored all the same. Default true. */
  images?: boolean;
  log?: (message: string) => void;
}

/** Seeds the demo catalogue: images first (files that already exist are kept), then every row in one transaction. */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<boolean> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  if (options.images !== false) {
    const written = await writeImages(options.uploadsDir, allDemoImageJobs());
    log(`seed: ${written} image(s) generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The pending host application's trade licence, in private storage: DATA_DIR/private beside DATA_DIR/uploads.
    await writeDemoLicence(path.join(path.dirname(options.uploadsDir), 'private'));
    // The demo host's own licence, which its Account Settings show.
    await writeDemoHostLicence(path.join(path.dirname(options.uploadsDir), 'private'));
  }
  const seeded = await insertDemo(db);
  log(
    seeded
      ? `seed: demo catalogue inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : 'seed: another process seeded the database first',
  );
  return seeded;
}

/**
 * Seeds the demo catalogue on the first start of an empty database (no cities yet); otherwise does nothing. Answers
 * whether it seeded, so the server can say which it did.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if ((row?.n ?? 0) > 0) return false;
  return seedDemo(db, { uploadsDir: options.uploadsDir, log: options.log });
}
