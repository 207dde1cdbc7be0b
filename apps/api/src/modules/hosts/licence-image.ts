import { HOST_MESSAGES, LICENCE_IMAGE_MAX_BYTES } from '@weekends/shared';
import { reencodeJpegUpload } from '../../lib/jpeg-upload.ts';
import type { PrivateStorage } from '../../lib/storage.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The trade licence image (a JPEG, sent as base64), checked and re-encoded by lib/jpeg-upload.ts so
 * nothing of the uploaded file but its pixels reaches the provider's staff. Kept in private storage: a licence is
 * never public.
 */
export const LICENCE_FOLDER = 'licences';

/** Plenty to read a licence; a phone's 12-megapixel photo shrinks to a few hundred kilobytes. */
const MAX_EDGE = 2400;

const field = (message: string) => ({ tradeLicenseImage: [message] });
export const licenceNotJpeg = () =>
  new HttpError(400, 'IMAGE_NOT_JPEG', HOST_MESSAGES.licenceNotJpeg, field(HOST_MESSAGES.licenceNotJpeg));
const licenceTooLarge = () =>
  new HttpError(400, 'IMAGE_TOO_LARGE', HOST_MESSAGES.licenceTooLarge, field(HOST_MESSAGES.licenceTooLarge));

/** A data URL ('data:image/jpeg;base64,…') or bare base64, as the form's file reader gives it. */
function decodeBase64(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const body = comma >= 0 ? value.slice(comma + 1) : value;
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(body)) throw licenceNotJpeg();
  return Buffer.from(body, 'base64');
}

/** Checks the sent image and answers it re-encoded as a JPEG: upright, metadata stripped, at most MAX_EDGE pixels. */
export async function processLicenceImage(base64: string): Promise<Buffer> {
  const data = decodeBase64(base64);
  if (data.length > LICENCE_IMAGE_MAX_BYTES) throw licenceTooLarge();
  return reencodeJpegUpload(data, { notJpeg: licenceNotJpeg, tooLarge: licenceTooLarge }, (_metadata, upright) =>
    upright()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer(),
  );
}

/** Checks, re-encodes and stores the image; answers its private storage key. */
export async function storeLicenceImage(storage: PrivateStorage, base64: string): Promise<string> {
  return storage.put(LICENCE_FOLDER, 'jpg', await processLicenceImage(base64));
}
