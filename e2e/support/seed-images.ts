import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allDemoImageJobs } from '../../apps/api/src/db/seed/plan.ts';
import { writeImages } from '../../apps/api/src/db/seed/images/render.ts';

/**
 * Playwright's global setup: draws the demo catalogue's images once for the whole run, into a folder every server
 * the journeys start copies into its data folder (support/server.ts). The seed keeps images that already exist, so
 * each server then only inserts rows, instead of drawing the same pictures again for each of the run's servers.
 */
export default async function drawDemoImagesOnce(): Promise<() => void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-e2e-images-'));
  const uploads = path.join(folder, 'uploads');
  const started = Date.now();
  const written = await writeImages(uploads, allDemoImageJobs());
  console.log(`demo images: ${written} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s, once for the run`);
  process.env.E2E_DEMO_UPLOADS = uploads;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
