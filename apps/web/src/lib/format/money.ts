import { formatAed as formatAedInEnglish } from '@weekends/shared/money';
import { isArabic, type InLanguage } from './language.ts';

const ARABIC_DIRHAM = 'د.إ';

/**
 * A price from integer fils: 'AED 1,250' for whole amounts, 'AED 12.50' otherwise (the server's mails write it the
 * same way); in Arabic '1,250 د.إ'. Integer arithmetic, not Intl: exact, and no locale data to load for a page of
 * prices.
 */
export function formatAed(fils: number, { language }: InLanguage = {}): string {
  if (!isArabic(language)) return formatAedInEnglish(fils);
  const amount = formatAedInEnglish(Math.abs(fils)).replace(/^AED /, '');
  return `${fils < 0 ? '-' : ''}${amount} ${ARABIC_DIRHAM}`;
}
