import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../plugins/errors.ts';

/**
 * The one check of an uploaded JPEG (listing images, trade licences): judged by its bytes, never by a name or a
 * declared type, and only ever passed on re-encoded, so nothing of the uploaded file but its pixels reaches anyone
 * (no EXIF, GPS, comments or trailing bytes). Each caller keeps its own messages, field and output sizes.
 */

/** 40 megapixels decoded at most: a small, very compressible file could otherwise ask for gigabytes of memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** The caller's answers to a file that is not a JPEG, and to one over the pixel limit. */
export interface JpegUploadErrors {
  notJpeg: () => HttpError;
  tooLarge: () => HttpError;
}

/** A JPEG starts with SOI and a marker: FF D8 FF. Checked before the decoder sees any other format (SVG, HTML). */
const isJpegSignature = (data: Uint8Array) => data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/**
 * Checks that `data` is a decodable JPEG within the pixel limit and answers what `encode` makes of it. `upright()`
 * gives a fresh pipeline with the EXIF rotation baked in; without keepMetadata() sharp writes no EXIF, XMP or
 * comments, so whatever `encode` writes carries none. An HttpError thrown by `encode` passes through; any other
 * failure (a header that decodes over a body that does not: a truncated or forged file) answers `notJpeg`.
 */
export async function reencodeJpegUpload<T>(data: Buffer, errors: JpegUploadErrors, encode: (metadata: Metadata, upright: () => Sharp) => Promise<T>): Promise<T> {
  if (!isJpegSignature(data)) throw errors.notJpeg();
  try {
    const metadata = await sharp(data, options).metadata();
    if (metadata.format !== 'jpeg') throw errors.notJpeg();
    return await encode(metadata, () => sharp(data, options).autoOrient());
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw errors.tooLarge();
    throw errors.notJpeg();
  }
}
