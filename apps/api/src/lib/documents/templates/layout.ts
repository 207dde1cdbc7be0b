import { directionOf, TEST_MODE_MESSAGES, type Language } from '@weekends/shared';
import { escapeHtml, fill } from '../../mail-templates/format.ts';
import type { PrintLayout } from '../printer.ts';
import { fontFaces, FONT_STACK, marginFontFaces } from './fonts.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { colours, documentStyles } from './styles.ts';

/** The brand's mark, as the site's favicon draws it. */
const brandMark = trustedHtml(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" ' +
    'fill="#0f766e"/><circle cx="44" cy="22" r="9" fill="#fbbf24"/><path d="M6 50c10-12 20-16 30-10s18 4 22-2v26H6z" ' +
    'fill="#fde68a"/></svg>',
);

/**
 * The test mode's words on a document, in its language: the English are the shared package's, which the site and
 * the mails show too.
 */
export const documentTestMessages = {
  en: { mark: TEST_MODE_MESSAGES.mark, invoice: TEST_MODE_MESSAGES.invoice },
  ar: { mark: 'تجريبي', invoice: 'تجريبي - ليست فاتورة ضريبية صالحة' },
} as const satisfies Record<Language, { mark: string; invoice: string }>;

export interface DocumentPage {
  /** The PDF's title (its window title in a viewer). */
  title: string;
  /** English by default; 'ar' lays the document out right to left. */
  lang?: Language;
  body: SafeHtml;
  /** Payments are the sandbox's: every page says the document is a test and no valid tax invoice. */
  testMode?: boolean;
}

/** A whole, self-contained HTML document: fonts inline, the shared styles, the test mark when asked. */
export function documentHtml(page: DocumentPage): string {
  const lang = page.lang ?? 'en';
  const dir = directionOf(lang);
  return html`<!doctype html>
    <html lang="${lang}" dir="${dir}">
      <head>
        <meta charset="utf-8" />
        <title>${page.title}</title>
        <style>
          ${trustedHtml(fontFaces())}${trustedHtml(documentStyles)}
        </style>
      </head>
      <body>
        ${page.testMode && html`<div class="test-mark" aria-hidden="true">${documentTestMessages[lang].mark}</div>`}
        ${page.body}
      </body>
    </html>`.value;
}

/**
 * The header every document starts with: the brand and the title, and two lines (the first bold) at the end.
 * `alsoTitled` is the title in the other language, under it (a UAE tax invoice is commonly titled in both).
 */
export function documentHeader(
  title: string,
  meta: [string, string],
  alsoTitled?: { text: string; lang: Language },
): SafeHtml {
  return html`<header class="document-header">
    <div class="brand">
      ${brandMark}
      <div>
        <h1 class="title">${title}</h1>
        ${
          // Its language marked, not its direction: a line in one script reads right either way, and it aligns
          // with the title above it.
          alsoTitled && html`<p class="title-other" lang="${alsoTitled.lang}">${alsoTitled.text}</p>`
        }
      </div>
    </div>
    <div class="meta">
      <p><strong>${meta[0]}</strong></p>
      <p>${meta[1]}</p>
    </div>
  </header>`;
}

/** The seller as a tax document names it: the law asks for its name, address and TRN. */
export interface DocumentSeller {
  name: string;
  address: string;
  trn: string;
  email: string;
}

/** The seller's side of a document's parties: `words.trn` holds `{trn}`. */
export function sellerParty(seller: DocumentSeller, words: { seller: string; trn: string }): SafeHtml {
  return html`<div class="party">
    <p class="label">${words.seller}</p>
    <p class="name">${seller.name}</p>
    <p>${seller.address}</p>
    <p class="trn">${fill(words.trn, { trn: seller.trn })}</p>
    <p>${seller.email}</p>
  </div>`;
}

/** The totals under a document's lines: a label and an amount a row, `className` for the total's emphasis. */
export function totalsTable(rows: { label: string; value: string; className?: string }[]): SafeHtml {
  return html`<table class="totals">
    ${rows.map(
      (row) =>
        html`<tr class="${row.className ?? ''}">
          <th>${row.label}</th>
          <td>${row.value}</td>
        </tr>`,
    )}
  </table>`;
}

/** Any letter of the Arabic script (Arabic, its supplement and presentation forms). */
const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** Chromium draws header and footer templates with no page styles: each carries its own. */
const marginStyle = (size: number, colour: string, weight: number) =>
  `font-family:${FONT_STACK};font-size:${size}pt;color:${colour};font-weight:${weight};inline-size:100%;` +
  'text-align:center;margin-inline:40pt;';

/**
 * The page's margins and what they print: the footer on every page ('Page 2 of 3': `{page}` and `{pages}` in the
 * text are the browser's page numbers), and in test mode the warning line in the top margin.
 */
export function pageMargins(options: {
  landscape?: boolean;
  /** Points (1/72 in) on every side. */
  margin: number;
  footer: string;
  testMode?: boolean;
  lang?: Language;
}): PrintLayout {
  const lang = options.lang ?? 'en';
  const dir = directionOf(lang);
  // Chromium takes page margins in px, in, cm or mm; a CSS point is 4/3 px.
  const px = `${Math.round((options.margin * 4) / 3)}px`;
  const testLine = documentTestMessages[lang].invoice;
  // The margins carry their own fonts; Arabic letters (the language's words, or a host's Arabic name in an English
  // footer) need the Arabic face, which an all-Latin margin is spared.
  const fonts = `<style>${marginFontFaces(ARABIC_LETTERS.test(options.footer + (options.testMode ? testLine : '')))}</style>`;
  const footerText = escapeHtml(options.footer)
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{pages}', '<span class="totalPages"></span>');
  return {
    landscape: options.landscape,
    margin: { top: px, bottom: px, inline: px },
    header: options.testMode
      ? `${fonts}<div lang="${lang}" dir="${dir}" style="${marginStyle(11, colours.warning, 700)}">` +
        `${escapeHtml(testLine)}</div>`
      : undefined,
    footer: `${fonts}<div lang="${lang}" dir="${dir}" style="${marginStyle(8, colours.muted, 400)}">${footerText}</div>`,
  };
}
