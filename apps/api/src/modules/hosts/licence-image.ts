import sharp from 'sharp';
import { HOST_MESSAGES, LICENCE_IMAGE_MAX_BYTES } from '@weekends/shared';
import type { PrivateStorage } from '../../lib/storage.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The trade licence image (spec 002: jpg/jpeg, sent as base64). Judged by its bytes, never by a name or a declared
 * type, and stored re-encoded, so nothing of the uploaded file but its pixels reaches the provider's staff (no EXIF,
 * GPS, comments or trailing bytes). Kept in private storage: a licence is never public.
 */
export const LICENCE_FOLDER = 'licences';

/** 40 megapixels decoded at most: a small, very compressible file could otherwise ask for gigabytes of memory. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Plenty to read a licence; a phone's 12-megapixel photo shrinks to a few hundred kilobytes. */
const MAX_EDGE = 2400;

const field = (message: string) => ({ tradeLicenseImage: [message] });
export const licenceNotJpeg = () => new HttpError(400, 'IMAGE_NOT_JPEG', HOST_MESSAGES.licenceNotJpeg, field(HOST_MESSAGES.licenceNotJpeg));
const licenceTooLarge = () => new HttpError(400, 'IMAGE_TOO_LARGE', HOST_MESSAGES.licenceTooLarge, field(HOST_MESSAGES.licenceTooLarge));

/** A data URL ('data:image/jpeg;base64,…') or bare base64, as the form's file reader gives it. */
function decodeBase64(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const body = comma >= 0 ? value.slice(comma + 1) : value;
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(body)) throw licenceNotJpeg();
  return Buffer.from(body, 'base64');
}

/** A JPEG starts with SOI and a marker: FF D8 FF. Checked before the decoder sees any other format (SVG, HTML). */
const isJpegSignature = (data: Uint8Array) => data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/** Checks the sent image and answers it re-encoded as a JPEG: upright, metadata stripped, at most MAX_EDGE pixels. */
export async function processLicenceImage(base64: string): Promise<Buffer> {
  const data = decodeBase64(base64);
  if (data.length > LICENCE_IMAGE_MAX_BYTES) throw licenceTooLarge();
  if (!isJpegSignature(data)) throw licenceNotJpeg();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    const metadata = await sharp(data, options).metadata();
    if (metadata.format !== 'jpeg') throw licenceNotJpeg();
    // Without keepMetadata() sharp writes no EXIF, XMP or comments; autoOrient() bakes the rotation in first.
    return await sharp(data, options).autoOrient().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw licenceTooLarge();
    // Not an image, or a header that decodes over a body that does not (a truncated or forged file).
    throw licenceNotJpeg();
  }
}

/** Checks, re-encodes and stores the image; answers its private storage key. */
export async function storeLicenceImage(storage: PrivateStorage, base64: string): Promise<string> {
  return storage.put(LICENCE_FOLDER, 'jpg', await processLicenceImage(base64));
}
