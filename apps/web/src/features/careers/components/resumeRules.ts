import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@weekends/shared/careers';

/**
 * What the browser can check before uploading: the name's extension and the size. The server still reads the
 * content (a renamed file is refused there), so this only saves a wasted upload.
 */
export function isAcceptableResume(file: File): boolean {
  const name = file.name.toLowerCase();
  return (
    file.size > 0 && file.size <= RESUME_MAX_BYTES && RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
}

/** The file picker's filter: the extensions and their types (some phones filter by type only). */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');
