import { LISTING_IMAGE_MIN_WIDTH, LISTING_IMAGE_WIDTHS, LISTING_MESSAGES } from '@weekends/shared';
import { reencodeJpegUpload } from '../../lib/jpeg-upload.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Listing images: checked and re-encoded by lib/jpeg-upload.ts, so that nothing of the uploaded
 * file reaches a visitor. Its 40-megapixel limit (8000 x 5000) covers any camera a host uses.
 */

export const imageNotJpeg = () =>
  new HttpError(400, 'IMAGE_NOT_JPEG', LISTING_MESSAGES.imageNotJpeg, { image: [LISTING_MESSAGES.imageNotJpeg] });
const imageTooLarge = () =>
  new HttpError(400, 'IMAGE_TOO_LARGE', LISTING_MESSAGES.imageTooLarge, { image: [LISTING_MESSAGES.imageTooLarge] });

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
  return reencodeJpegUpload(data, { notJpeg: imageNotJpeg, tooLarge: imageTooLarge }, async (metadata, upright) => {
    if (metadata.autoOrient.width < LISTING_IMAGE_MIN_WIDTH)
      throw new HttpError(400, 'IMAGE_TOO_SMALL', LISTING_MESSAGES.imageTooSmall, {
        image: [LISTING_MESSAGES.imageTooSmall],
      });
    return Promise.all(
      LISTING_IMAGE_WIDTHS.map(async (nameWidth) => {
        const { data: webp, info } = await upright()
          .resize({ width: nameWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { nameWidth, width: info.width, height: info.height, data: webp };
      }),
    );
  });
}
