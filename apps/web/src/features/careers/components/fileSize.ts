import i18n from '../../../lib/i18n.ts';
import { formatTenths } from '../../../lib/format/index.ts';
import '../i18n.ts';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: '240 KB', '3.4 MB' (binary units, as the 5 MB limit is counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return i18n.t('units.kb', { ns: 'careers', value: Math.max(1, Math.round(bytes / KB)) });
  return i18n.t('units.mb', { ns: 'careers', value: formatTenths(bytes / MB) });
}
