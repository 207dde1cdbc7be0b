import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../plugins/errors.ts';

/**
 * The one check of an uploaded picture (listing images and trade licences as JPEG through jpeg-upload.ts; the
 * provider's catalogue pictures as JPEG or PNG): judged by its bytes, never by a name or a declared type, and only
 * ever passed on re-encoded, so nothing of the uploaded file but its pixels reaches anyone (no EXIF, GPS, comments
 * or trailing bytes).
 */

/** 40 megapixels decoded at most: a small, very compressible file could otherwise ask for gigabytes of memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

export type PictureFormat = 'jpeg' | 'png';

/** The caller's answers to a file that is not one of its formats, and to one over the pixel limit. */
export interface PictureUploadErrors {
  notPicture: () => HttpError;
  tooLarge: () => HttpError;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A JPEG starts with SOI and a marker (FF D8 FF); a PNG with its eight-byte signature. */
function formatBySignature(data: Uint8Array): PictureFormat | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length > 8 && PNG_SIGNATURE.every((byte, i) => data[i] === byte)) return 'png';
  return null;
}

/**
 * Checks that `data` is a decodable picture of one of `formats` within the pixel limit (by signature first, so the
 * decoder never sees SVG or HTML) and answers what `encode` makes of it. `upright()` gives a fresh pipeline with the
 * EXIF rotation baked in; without keepMetadata() sharp writes no EXIF, XMP or comments. An HttpError thrown by
 * `encode` passes through; any other failure (a header over a body that does not decode: a truncated or forged
 * file) answers `notPicture`.
 */
export async function reencodePictureUpload<T>(
  data: Buffer,
  formats: readonly PictureFormat[],
  errors: PictureUploadErrors,
  encode: (metadata: Metadata, upright: () => Sharp) => Promise<T>,
): Promise<T> {
  const format = formatBySignature(data);
  if (!format || !formats.includes(format)) throw errors.notPicture();
  try {
    const metadata = await sharp(data, options).metadata();
    if (metadata.format !== format) throw errors.notPicture();
    return await encode(metadata, () => sharp(data, options).autoOrient());
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw errors.tooLarge();
    throw errors.notPicture();
  }
}
