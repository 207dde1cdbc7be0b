import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createRng } from '../prng.ts';
import { sceneSvg } from './scenes.ts';
import type { Theme } from './themes.ts';

/** One image the seed needs: where it is served from, what to draw and at which size. */
export interface ImageJob {
  /** Public path under /uploads, e.g. '/uploads/seed/activities/desert-safari-1.webp'. */
  publicPath: string;
  theme: Theme;
  /** Seeds the random variation so the same job always draws the same picture. */
  key: string;
  width: number;
  height: number;
}

export const WEBP_QUALITY = 78;

/** Where a public '/uploads/...' path lives on disk. */
export function diskPath(uploadsDir: string, publicPath: string): string {
  return path.join(uploadsDir, publicPath.replace(/^\/uploads\//, ''));
}

export async function renderImage(job: ImageJob): Promise<Buffer> {
  const svg = sceneSvg(job.theme, createRng(job.key), job.width, job.height);
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 1 }).toBuffer();
}

/**
 * Draws every job whose file does not exist yet, a few at a time, and returns how many it wrote.
 * Files are written to a temporary name and renamed, so a crash never leaves half an image behind.
 */
export async function writeImages(
  uploadsDir: string,
  jobs: readonly ImageJob[],
  concurrency = Math.max(2, os.availableParallelism()),
): Promise<number> {
  const pending = jobs.filter((job) => !fs.existsSync(diskPath(uploadsDir, job.publicPath)));
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next++]!;
      const target = diskPath(uploadsDir, job.publicPath);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const data = await renderImage(job);
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, target);
      written++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
  return written;
}
