import sharp from 'sharp';
import { LISTING_IMAGE_MIN_WIDTH, LISTING_IMAGE_WIDTHS, LISTING_MESSAGES } from '@weekends/shared';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Listing images (DESIGN 1, 'images'): judged by their content, never by name or declared type, then re-encoded
 * so that nothing of the uploaded file reaches a visitor (no EXIF, GPS, comments or trailing bytes).
 */

/** A JPEG starts with SOI and a marker: FF D8 FF. Checked before the decoder sees any other format (SVG, HTML). */
const isJpegSignature = (data: Uint8Array) => data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/**
 * At most 40 megapixels decoded: a small, very compressible file could otherwise ask for gigabytes of memory.
 * 8000 x 5000 covers any camera a host uses.
 */
const MAX_INPUT_PIXELS = 40_000_000;

export const imageNotJpeg = () => new HttpError(400, 'IMAGE_NOT_JPEG', LISTING_MESSAGES.imageNotJpeg, { image: [LISTING_MESSAGES.imageNotJpeg] });

export interface ListingImageVariant {
  /** The name's width (one of LISTING_IMAGE_WIDTHS); the image is never wider, and narrower only when the upload is. */
  nameWidth: number;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Checks an upload and answers its WebP variants at LISTING_IMAGE_WIDTHS: upright (EXIF orientation applied),
 * metadata stripped, never upscaled. Refuses anything that is not a decodable JPEG at least
 * LISTING_IMAGE_MIN_WIDTH pixels wide (as shown, after orientation).
 */
export async function processListingImage(data: Buffer): Promise<ListingImageVariant[]> {
  if (!isJpegSignature(data)) throw imageNotJpeg();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let shownWidth: number;
  try {
    const metadata = await sharp(data, options).metadata();
    if (metadata.format !== 'jpeg') throw imageNotJpeg();
    shownWidth = metadata.autoOrient.width;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new HttpError(400, 'IMAGE_TOO_LARGE', LISTING_MESSAGES.imageTooLarge, { image: [LISTING_MESSAGES.imageTooLarge] });
    throw imageNotJpeg();
  }
  if (shownWidth < LISTING_IMAGE_MIN_WIDTH) throw new HttpError(400, 'IMAGE_TOO_SMALL', LISTING_MESSAGES.imageTooSmall, { image: [LISTING_MESSAGES.imageTooSmall] });
  try {
    // Without keepMetadata()/keepExif() sharp writes no EXIF, XMP or ICC comments; autoOrient() bakes the rotation in first.
    return await Promise.all(
      LISTING_IMAGE_WIDTHS.map(async (nameWidth) => {
        const { data: webp, info } = await sharp(data, options)
          .autoOrient()
          .resize({ width: nameWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { nameWidth, width: info.width, height: info.height, data: webp };
      }),
    );
  } catch {
    // A header that decodes but a body that does not (a truncated or forged file).
    throw imageNotJpeg();
  }
}
