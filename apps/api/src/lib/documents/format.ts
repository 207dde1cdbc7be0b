import { FILS_PER_AED, TIME_ZONE, type Language } from '@weekends/shared';
import { formatMailDubaiDate } from '../mail-templates/format.ts';

const ARABIC_DIRHAM = 'د.إ';

/**
 * 'AED 1,250.00': a document (tax invoice, corporate invoice, payout statement) shows every amount with its two
 * decimals, unlike the shop's short prices. In Arabic '1,250.00 د.إ', with Western digits, as the site and the mails
 * write prices; the figure is isolated left to right (U+2066 … U+2069) so that a minus stays before it in a
 * right-to-left line ('-122.05 د.إ', never '122.05- د.إ').
 */
export function documentAed(fils: number, language: Language = 'en'): string {
  const sign = fils < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(fils));
  const whole = Math.floor(absolute / FILS_PER_AED).toLocaleString('en-US');
  const fraction = String(absolute % FILS_PER_AED).padStart(2, '0');
  if (language === 'ar') return `\u2066${sign}${whole}.${fraction}\u2069 ${ARABIC_DIRHAM}`;
  return `${sign}AED ${whole}.${fraction}`;
}

// Our own list, because ICU's en-GB writes 'Sept' and a document must read the same whichever Node build prints it.
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '25 Nov 2026': a moment's day on the Dubai calendar. In Arabic as the mails write it: Intl's ar-AE with Western
 * digits and the Gregorian calendar ('25 نوفمبر 2026').
 */
export function documentDate(date: Date, language: Language = 'en'): string {
  if (language === 'ar') return formatMailDubaiDate(date, language);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')} ${monthNames[part('month') - 1]!.slice(0, 3)} ${part('year')}`;
}

/**
 * 'May 2026' for '2026-05' (a month as payouts count it, already Dubai's); in Arabic Intl's ar-AE with Western digits
 * and the Gregorian calendar ('مايو 2026'), as the site writes months.
 */
export function documentMonth(month: string, language: Language = 'en'): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  if (language === 'ar')
    return new Intl.DateTimeFormat('ar-AE-u-nu-latn', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year, number - 1, 1),
    );
  return `${monthNames[number - 1]} ${year}`;
}

/** A document's amounts, dates and months in its language, so a template names the language once. */
export function documentFormat(language: Language) {
  return {
    aed: (fils: number) => documentAed(fils, language),
    date: (date: Date) => documentDate(date, language),
    month: (month: string) => documentMonth(month, language),
  };
}
