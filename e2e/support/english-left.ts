import type { Page } from 'playwright-core';

/**
 * Latin words an Arabic page may show as they are: the brand, other companies' names, and codes that are not words
 * (the web catalogue's test allows the same). Anything else in Latin letters on an Arabic page is English left
 * untranslated, unless it is content the team has not translated yet, which the page marks `lang="en"`, someone's own
 * words (in <bdi>, or isolated in a sentence), or a code marked translate="no".
 */
const ALLOWED = [
  ...'Weekends JPEG PNG WebP MB KB Facebook LinkedIn Twitter X Instagram WhatsApp Google Apple TikTok YouTube'.split(
    ' ',
  ),
  ...'Visa Mastercard Stripe PDF CSV QR VAT TRN IBAN SWIFT PO Box OTP URL ID AED UAE https www com ae'.split(' '),
  // Tools a job posting asks for, by their own names.
  ...'Figma Adobe Word'.split(' '),
];

/**
 * The English words in the Arabic parts of the page as it shows now, within the elements `within` selects: each
 * visible text whose nearest `lang` is Arabic, with e-mail and web addresses, voucher and order codes left out; one
 * line per word, with where it was.
 */
export async function englishLeft(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ([allowed, selector]) => {
      const allow = new Set(allowed);
      const found = new Map<string, string>();
      for (const root of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          // <bdi> holds a reader's own words (a search keyword), isolated as a right-to-left page must, and dir="auto"
          // a customer's (a review), in the direction they were written.
          if (!element || element.closest('script, style, noscript, svg, bdi, [dir="auto"], [translate="no"]'))
            continue;
          if (element.closest('[lang]')?.getAttribute('lang') !== 'ar') continue;
          if (!element.checkVisibility() && !element.closest('.sr-only')) continue;
          const text = (node.textContent ?? '')
            // Someone's own words (a name, a company) isolated inside a sentence of ours (the web's `isolate`).
            .replace(/\u2068[^\u2069]*\u2069/g, ' ')
            .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+|[\w-]+\.ae\b/g, ' ')
            // Codes: voucher and order numbers (WK-1042, 7Q2M9XKD), road numbers (E66), sizes (390px).
            .replace(/\b(?=[A-Z0-9-]*\d)[A-Z0-9-]{2,}\b|\b\d+[a-z]+\b/g, ' ');
          for (const word of text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
            if (allow.has(word) || found.has(word)) continue;
            found.set(word, `'${word}' in <${element.tagName.toLowerCase()}>: ${text.trim().slice(0, 60)}`);
          }
        }
      }
      return [...found.values()];
    },
    [ALLOWED, within] as const,
  );
}
