import { HOST_MESSAGES, LICENCE_IMAGE_MAX_BYTES } from '@weekends/shared';
import { wordMessage } from './messages.ts';

/** What the licence image inputs accept (JPEG only, as the server stores a JPEG). */
export const LICENCE_ACCEPT = '.jpg,.jpeg,image/jpeg';

const isJpegName = (name: string) => /\.jpe?g$/i.test(name);

/**
 * Reads a trade licence image chosen in the browser as a data URL, the form's base64 field (tradeLicenseImageHolder,
 * its name on the wire). Only the name and size are checked here, to answer at once; the server judges the content.
 * Shared by host sign-up and the host's Business Information.
 */
export function readLicenceImage(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!isJpegName(file.name) || (file.type !== '' && file.type !== 'image/jpeg'))
    return Promise.resolve({ error: wordMessage(HOST_MESSAGES.licenceNotJpeg) });
  if (file.size > LICENCE_IMAGE_MAX_BYTES)
    return Promise.resolve({ error: wordMessage(HOST_MESSAGES.licenceTooLarge) });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: wordMessage(HOST_MESSAGES.licenceNotJpeg) });
    reader.readAsDataURL(file);
  });
}
