import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Arabic catalogue says everything the English one says: the same keys, the same placeholders ({{count}}) and the
 * same tags (<strong>), so no page shows an English fallback or a raw key, and no sentence loses its number. English
 * plurals have two forms (`_one`, `_other`); Arabic has six (CLDR: zero, one, two, few, many, other), and each is
 * required wherever English has a plural.
 */

const here = dirname(fileURLToPath(import.meta.url));
const folder = (lng: string) => join(here, lng, '/');
const namespaces = readdirSync(folder('en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const EN_PLURALS = ['one', 'other'];
const AR_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Strings = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Strings = {}): Strings {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  else throw new Error(`${prefix} is neither a string nor a group`);
  return into;
}

function read(lng: string, ns: string): Strings {
  return flatten(JSON.parse(readFileSync(`${folder(lng)}${ns}.json`, 'utf8')));
}

/**
 * Latin words an Arabic page may show as they are: the brand, other companies' names, and codes that are not words.
 * Anything else in Latin letters is English left untranslated.
 */
const LATIN_ALLOWED = new Set(
  'Weekends JPEG PNG WebP MB KB Facebook LinkedIn Twitter X Instagram WhatsApp Google Apple TikTok YouTube Visa Mastercard Stripe OpenStreetMap PDF CSV QR VAT TRN IBAN SWIFT PO Box OTP URL ID AED UAE https www com ae'.split(
    ' ',
  ),
);
const latinWords = (text: string) =>
  text
    // Placeholders, tags, e-mail and web addresses (our domain too), a Markdown link's target ('[اتصل بنا](/contact)').
    .replace(/\{\{[^}]*\}\}|<[^>]*>|\S+@\S+|https?:\/\/\S+|www\.\S+|[\w-]+\.ae\b|\]\([^)]*\)/g, ' ')
    .match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

const pluralOf = (key: string, forms: string[]) => forms.find((form) => key.endsWith(`_${form}`));
const baseOf = (key: string, form: string) => key.slice(0, -(form.length + 1));

/** The keys a catalogue must have, with each plural group written as its base and the forms the language needs. */
function expectedKeys(en: Strings, forms: string[]): string[] {
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    const form = pluralOf(key, EN_PLURALS);
    if (form) for (const f of forms) keys.add(`${baseOf(key, form)}_${f}`);
    else keys.add(key);
  }
  return [...keys].sort();
}

/** Placeholders and tags: what a translation must keep, in any order. */
const marks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<\/?([\w]+)\s*\/?>/g)].map((m) => m[0]).sort();

describe('the Arabic catalogue', () => {
  // A control's accessible name contains the words it shows (WCAG 2.5.3, axe's label-content-name-mismatch), so a
  // voice user can say what they see: 'View voucher' labelled 'View voucher of Desert Safari'. English pairs a visible
  // text `x` with its label `xLabel` or `xOf` that begins with it; Arabic grammar can change the words ('عرض القسيمة',
  // but 'عرض قسيمة ...'), so the label must still hold the visible words as they are.
  it.each(namespaces)('%s: a label holds the words its control shows', (ns) => {
    const en = read('en', ns);
    const ar = read('ar', ns);
    for (const [key, label] of Object.entries(en)) {
      const shown = /^(.*?)(Label|Of)$/.exec(key)?.[1];
      if (!shown || en[shown] === undefined || !label.toLowerCase().startsWith(en[shown].toLowerCase())) continue;
      expect(ar[key], `${ns}:${key} should contain '${ar[shown]}'`).toContain(ar[shown]);
    }
  });

  it('has a namespace for every English one', () => {
    const arabic = readdirSync(folder('ar')).filter((file) => file.endsWith('.json'));
    expect(arabic.sort()).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
  });

  it.each(namespaces)('%s: the same keys, placeholders and tags as English, with six plural forms', (ns) => {
    const en = read('en', ns);
    const ar = read('ar', ns);
    expect(Object.keys(ar).sort()).toEqual(expectedKeys(en, AR_PLURALS));
    for (const [key, text] of Object.entries(ar)) {
      const form = pluralOf(key, AR_PLURALS);
      const source = form && !(key in en) ? (en[`${baseOf(key, form)}_other`] ?? '') : (en[key] ?? '');
      // A plural form may leave the number out where the word says it ('يومان', two days; 'يوم واحد', one day).
      const wanted = marks(source).filter((mark) => !(form && /\{\{\s*count\b/.test(mark)));
      const have = marks(text).filter((mark) => !(form && /\{\{\s*count\b/.test(mark)));
      expect(have, `${ns}:${key}`).toEqual(wanted);
      expect(text.trim(), `${ns}:${key} is empty`).not.toBe('');
      // An id is an address within the page ('/faq#refunds'), the same in both languages: not words to translate.
      if (key.endsWith('.id')) {
        expect(text, `${ns}:${key} is an id`).toBe(en[key]);
        continue;
      }
      const english = latinWords(text).filter((word) => !LATIN_ALLOWED.has(word));
      expect(english, `${ns}:${key} has English left in it`).toEqual([]);
    }
  });
});
