import { TIME_ZONE, type Language } from '@weekends/shared';
import { fill, type MailContext } from './format.ts';
import type { MailContent } from './layout.ts';

/** The accounts' device mails (modules/accounts/new-device.ts). Links may be paths; `absolute` makes them whole. */
export interface DeviceTemplateData {
  /**
   * A sign-in from a browser the account had not used before: its browser and system (null when the user agent did
   * not say), its approximate place (null where unknown), the moment (ISO) and the signed 'This wasn't me' link.
   */
  'new-device-sign-in': {
    firstName?: string;
    browser: string | null;
    system: string | null;
    city: string | null;
    country: string | null;
    at: string;
    notMeLink: string;
  };
}

/** The Intl locale of a mail: Arabic with Western digits, as the web writes it. */
const intlLocale = (language: Language) => (language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/** 'Sun 29 Nov 2026, 20:36' in Dubai's time; Intl's Arabic for the same parts. */
export function formatMailDubaiTime(moment: Date, language: Language): string {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  if (language !== 'en') return format.format(moment);
  // The mails' English day ('Sun 29 Nov 2026', as formatMailDay writes it), then the time.
  const parts = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** A country code ('AE') named in the reader's language, or the code itself where Intl has no name for it. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function newDeviceSignIn(data: DeviceTemplateData['new-device-sign-in'], ctx: MailContext): MailContent {
  const t = ctx.t['new-device-sign-in'];
  const device = fill(t.device, {
    browser: data.browser ?? t.unknownBrowser,
    system: data.system ?? t.unknownSystem,
  });
  const place =
    [data.city, data.country ? countryName(data.country, ctx.language) : null]
      .filter(Boolean)
      .join(ctx.language === 'ar' ? '، ' : ', ') || t.unknownPlace;
  const when = formatMailDubaiTime(new Date(data.at), ctx.language);
  return {
    subject: t.subject,
    preheader: fill(t.preheader, { device, when }),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs],
    rows: [{ label: device, details: [place, fill(t.when, { when })] }],
    afterRows: [...t.afterRows],
    button: { label: t.button, url: ctx.absolute(data.notMeLink) },
  };
}
