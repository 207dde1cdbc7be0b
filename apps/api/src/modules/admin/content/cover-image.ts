import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CONTENT_MESSAGES } from '@weekends/shared';
import type { PublicStorage } from '../../../lib/storage.ts';
import { HttpError } from '../../../plugins/errors.ts';

/**
 * A blog post's cover: judged by its bytes (a JPEG, PNG or WebP signature, then a decoder that agrees), never by its
 * name or declared type, and stored only re-encoded, so nothing of the upload but its pixels is served (no EXIF, GPS,
 * trailing bytes, and never an SVG or HTML file). 1600 pixels wide at most, as the post page shows it.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const COVER_WIDTH = 1600;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export const coverInvalid = () =>
  new HttpError(400, 'IMAGE_INVALID', CONTENT_MESSAGES.imageInvalid, { image: [CONTENT_MESSAGES.imageInvalid] });
export const coverTooLarge = () =>
  new HttpError(413, 'IMAGE_TOO_LARGE', CONTENT_MESSAGES.imageTooLarge, { image: [CONTENT_MESSAGES.imageTooLarge] });

function hasImageSignature(data: Buffer): boolean {
  const jpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const png =
    data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** Checks and re-encodes the upload, stores it under blog/ and answers its public path. */
export async function saveCoverImage(storage: PublicStorage, data: Buffer): Promise<string> {
  if (!hasImageSignature(data)) throw coverInvalid();
  let webp: Buffer;
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
    const metadata = await sharp(data, options).metadata();
    if (!metadata.format || !FORMATS.has(metadata.format)) throw coverInvalid();
    webp = await sharp(data, options)
      .autoOrient()
      .resize({ width: COVER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw coverTooLarge();
    throw coverInvalid();
  }
  return storage.put(`blog/${randomBytes(16).toString('hex')}.webp`, webp, 'image/webp');
}
