import { formatAed, localizedPath, TIME_ZONE, type Language } from '@weekends/shared';
import type { MailCatalogue } from './messages.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe inside HTML text and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

/** Fills `{name}` placeholders of a catalogue text; an unknown placeholder is a bug in the template, so it throws. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`mail text placeholder {${key}} has no value`);
    return String(values[key]);
  });
}

/**
 * What every template writes with: the reader's language, its catalogue, its prices and its links. Links may be
 * paths; `absolute` makes them whole and, for a page of the site, the page in the reader's language (/ar/...).
 */
export interface MailContext {
  language: Language;
  t: MailCatalogue;
  absolute: (link: string) => string;
  price: (fils: number) => string;
}

const ARABIC_DIRHAM = 'د.إ';

/**
 * A price from integer fils: 'AED 1,250' in English, '1,250 د.إ' in Arabic, with Western digits as the UAE writes
 * them and as the web's pages show them.
 */
export function formatPrice(fils: number, language: Language): string {
  if (language === 'en') return formatAed(fils);
  return `${fils < 0 ? '-' : ''}${formatAed(Math.abs(fils)).replace(/^AED /, '')} ${ARABIC_DIRHAM}`;
}

/** The Intl locale of a mail's dates: Arabic with Western digits, as the web writes it. */
const intlLocale = (language: Language) => (language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

const weekdayDay = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar day already named in Dubai ('2026-12-04', as booked items carry it) as the mails print it: 'Fri 4 Dec
 * 2026' in English (the mails' form since the start), Intl's Arabic for the same parts in Arabic.
 */
export function formatMailDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (language === 'en') {
    const parts = Object.fromEntries(
      dateFormat(language, 'UTC', weekdayDay)
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
  }
  return dateFormat(language, 'UTC', weekdayDay).format(date);
}

/** A moment's day in Dubai ('4 Dec 2026'), for due dates and validity. */
export function formatMailDubaiDate(moment: Date, language: Language): string {
  const options = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  if (language === 'en') {
    const parts = Object.fromEntries(
      dateFormat(language, TIME_ZONE, options)
        .formatToParts(moment)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.day} ${parts.month} ${parts.year}`;
  }
  return dateFormat(language, TIME_ZONE, options).format(moment);
}

/** A link of a mail made whole; a page of the site (not the API, not another site) in the reader's language. */
export function mailLink(link: string, publicUrl: string, language: Language): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/api/') || !link.startsWith('/'))
    return new URL(link, publicUrl).toString();
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(link) ?? [];
  return new URL(localizedPath(language, path || '/') + rest, publicUrl).toString();
}
