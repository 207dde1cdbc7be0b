import type { Metadata, Sharp } from 'sharp';
import type { HttpError } from '../plugins/errors.ts';
import { reencodePictureUpload } from './picture-upload.ts';

/**
 * The check of an uploaded JPEG (listing images, trade licences): picture-upload.ts's check with JPEG the one format
 * allowed. Each caller keeps its own messages, field and output sizes.
 */

/** The caller's answers to a file that is not a JPEG, and to one over the pixel limit. */
export interface JpegUploadErrors {
  notJpeg: () => HttpError;
  tooLarge: () => HttpError;
}

/** Checks that `data` is a decodable JPEG within the pixel limit and answers what `encode` makes of it. */
export function reencodeJpegUpload<T>(
  data: Buffer,
  errors: JpegUploadErrors,
  encode: (metadata: Metadata, upright: () => Sharp) => Promise<T>,
): Promise<T> {
  return reencodePictureUpload(data, ['jpeg'], { notPicture: errors.notJpeg, tooLarge: errors.tooLarge }, encode);
}
