import { DEFAULT_LANGUAGE, directionOf, type Language } from '@weekends/shared';
import { escapeHtml, fill } from './format.ts';
import { mailMessages, supportEmail, type MailCatalogue } from './messages.ts';

/** What a template decides; the layout turns it into the branded HTML and the plain-text version. All plain text. */
export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox list. */
  preheader: string;
  heading: string;
  firstName?: string;
  paragraphs: string[];
  /** A simple table after the paragraphs: an order's items, then its totals. */
  rows?: MailRow[];
  afterRows?: string[];
  /** A short code shown large (the password reset OTP). */
  code?: string;
  afterCode?: string[];
  /** The main call to action, as an absolute URL. */
  button?: { label: string; url: string };
  /** Smaller links after the button, each a line of text with its own link (a map, turning such mails off). */
  links?: { text: string; label: string; url: string }[];
}

/** One row of a mail's table: a title with smaller lines under it on the left, an amount on the right. */
export interface MailRow {
  label: string;
  /** Smaller lines under the label, e.g. the day and the quantity. */
  details?: string[];
  /** A code shown large under the label, e.g. a voucher code, with its caption. */
  code?: { label: string; value: string };
  value?: string;
  /** A totals row: bold, with a rule above. */
  strong?: boolean;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail so mail clients offer their own unsubscribe. */
  headers?: Record<string, string>;
}

const teal = '#0f766e';
const ink = '#1f2937';
const muted = '#6b7280';
const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * How the mail is laid out for this deployment. `testMode`: payments are the sandbox's, so the mail opens with a line
 * saying so and every voucher code is marked TEST, and nobody takes a test booking for a real one.
 */
export interface LayoutOptions {
  testMode?: boolean;
  /** The reader's language: its words, and for Arabic a layout right to left. English when left out. */
  language?: Language;
}

/** How one mail is written: its options, its language's layout words, and which side text starts on. */
interface Look extends LayoutOptions {
  language: Language;
  m: MailCatalogue['layout'];
  dir: 'ltr' | 'rtl';
  /** The side a line starts on ('left' in English, 'right' in Arabic) and the side it ends on. */
  start: 'left' | 'right';
  end: 'left' | 'right';
}

function lookOf(options: LayoutOptions): Look {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const dir = directionOf(language);
  return {
    ...options,
    language,
    m: mailMessages[language].layout,
    dir,
    start: dir === 'rtl' ? 'right' : 'left',
    end: dir === 'rtl' ? 'left' : 'right',
  };
}

function greeting(look: Look, firstName?: string) {
  const { m } = look;
  return firstName?.trim() ? fill(m.greeting, { firstName: firstName.trim() }) : m.greetingNoName;
}

const codeStyle = `font-family:'Courier New',Courier,monospace;font-weight:bold;color:${teal};`;

const testBadge = (look: Look) =>
  ` <span style="display:inline-block;padding:0 6px;border:1px solid #b91c1c;border-radius:4px;font-size:11px;line-height:16px;font-weight:bold;letter-spacing:1px;color:#b91c1c;">${escapeHtml(look.m.testMark)}</span>`;

/** The line above everything else, on the amber of the site's test-mode strip. */
const testModeRow = (look: Look) =>
  `<tr><td bgcolor="#fde68a" style="background:#fde68a;padding:10px 32px;font-size:14px;line-height:20px;font-weight:bold;color:#78350f;text-align:${look.start};">${escapeHtml(look.m.testModeLine)}</td></tr>\n`;

function tableRow(row: MailRow, options: Look): string {
  const border = row.strong ? `border-top:2px solid ${ink};` : 'border-top:1px solid #e5e7eb;';
  const weight = row.strong ? 'bold' : 'normal';
  // An item's title stands out from its details; a plain totals row stays light so the strong total leads.
  const labelWeight = row.strong || row.details?.length || row.code ? 'bold' : 'normal';
  const details = (row.details ?? [])
    .map(
      (d) =>
        `<br><span style="font-size:14px;line-height:20px;font-weight:normal;color:${muted};">${escapeHtml(d)}</span>`,
    )
    .join('');
  const code = row.code
    ? `<br><span style="font-size:12px;line-height:18px;font-weight:normal;color:${muted};text-transform:uppercase;letter-spacing:1px;">${escapeHtml(row.code.label)}</span>` +
      (options.testMode ? testBadge(options) : '') +
      `<br><span style="${codeStyle}font-size:24px;line-height:32px;letter-spacing:4px;">${escapeHtml(row.code.value)}</span>`
    : '';
  return (
    `<tr><td valign="top" align="${options.start}" style="${border}padding:12px 0;padding-${options.end}:12px;text-align:${options.start};font-size:16px;line-height:24px;font-weight:${labelWeight};color:${ink};">${escapeHtml(row.label)}${details}${code}</td>` +
    `<td valign="top" align="${options.end}" style="${border}padding:12px 0;text-align:${options.end};font-size:16px;line-height:24px;font-weight:${weight};color:${ink};white-space:nowrap;">${escapeHtml(row.value ?? '')}</td></tr>`
  );
}

const secondaryLink = (link: { text: string; label: string; url: string }, look: Look) =>
  `<p style="text-align:${look.start};margin:0 0 12px;font-size:14px;line-height:22px;color:${muted};">${escapeHtml(link.text)} <a href="${escapeHtml(link.url)}" target="_blank" style="color:${teal};">${escapeHtml(link.label)}</a></p>`;

function table(rows: MailRow[], options: Look): string {
  if (rows.length === 0) return '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-bottom:1px solid #e5e7eb;">\n${rows.map((row) => tableRow(row, options)).join('\n')}\n</table>`;
}

/**
 * Table layout with inline styles: many mail clients (Outlook, Gmail) ignore <style> blocks and flexbox. The
 * content column is fluid up to 600px so it fits phones without media queries.
 */
export function renderHtml(content: MailContent, layout: LayoutOptions = {}): string {
  const options = lookOf(layout);
  const { m } = options;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${ink};text-align:${options.start};">${escapeHtml(text)}</p>`;
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${teal}" style="border-radius:8px;background:${teal};">` +
      `<a href="${escapeHtml(content.button.url)}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(content.button.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${muted};text-align:${options.start};">${escapeHtml(m.linkFallback)}</p>` +
      `<p dir="ltr" style="margin:0 0 16px;font-size:13px;line-height:20px;word-break:break-all;text-align:${options.start};"><a href="${escapeHtml(content.button.url)}" style="color:${teal};">${escapeHtml(content.button.url)}</a></p>`
    : '';
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-family:'Courier New',Courier,monospace;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${teal};">${escapeHtml(content.code)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${options.language}" dir="${options.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body dir="${options.dir}" style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${options.dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:${font};direction:${options.dir};text-align:${options.start};">
${options.testMode ? testModeRow(options) : ''}<tr><td bgcolor="${teal}" style="background:${teal};padding:20px 32px;font-size:24px;line-height:32px;font-weight:bold;color:#ffffff;">${escapeHtml(m.brand)}</td></tr>
<tr><td style="padding:32px;text-align:${options.start};">
<h1 style="margin:0 0 16px;text-align:${options.start};font-size:22px;line-height:30px;color:${ink};">${escapeHtml(content.heading)}</h1>
${paragraph(greeting(options, content.firstName))}
${content.paragraphs.map(paragraph).join('\n')}
${table(content.rows ?? [], options)}
${(content.afterRows ?? []).map(paragraph).join('\n')}
${code}
${(content.afterCode ?? []).map(paragraph).join('\n')}
${button}
${(content.links ?? []).map((link) => secondaryLink(link, options)).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;text-align:${options.start};font-size:13px;line-height:20px;color:${muted};">
<p style="margin:0 0 8px;">${escapeHtml(m.footerHelp).replace(escapeHtml('{supportEmail}'), `<a href="mailto:${supportEmail}" style="color:${teal};">${supportEmail}</a>`)}</p>
<p style="margin:0 0 8px;">${escapeHtml(m.footerWhy)}</p>
<p style="margin:0;">${escapeHtml(m.footerMadeIn)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The same message for clients that show no HTML, and for spam filters that expect both parts. */
export function renderText(content: MailContent, layout: LayoutOptions = {}): string {
  const options = lookOf(layout);
  const { m } = options;
  const lines = [
    ...(options.testMode ? [m.testModeLine, ''] : []),
    m.brand,
    '',
    content.heading,
    '',
    greeting(options, content.firstName),
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
  ];
  if (content.rows?.length) lines.push(...textTable(content.rows, options), '');
  for (const p of content.afterRows ?? []) lines.push(p, '');
  if (content.code) lines.push(`    ${content.code}`, '');
  for (const p of content.afterCode ?? []) lines.push(p, '');
  if (content.button) lines.push(`${content.button.label}:`, content.button.url, '');
  for (const link of content.links ?? []) lines.push(`${link.text} ${link.label}: ${link.url}`, '');
  lines.push('--', fill(m.footerHelp, { supportEmail }), m.footerMadeIn, '');
  return lines.join('\n');
}

/** Item rows as blocks separated by blank lines, then the totals as 'Label: value' lines together. */
function textTable(rows: MailRow[], options: Look): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    if (!row.details?.length && !row.code) {
      lines.push(row.value ? `${row.label}: ${row.value}` : row.label);
      continue;
    }
    lines.push(row.label, ...(row.details ?? []).map((d) => `  ${d}`));
    if (row.code)
      lines.push(`  ${row.code.label}: ${row.code.value}${options.testMode ? ` (${options.m.testMark})` : ''}`);
    if (row.value) lines.push(`  ${row.value}`);
    lines.push('');
  }
  return lines;
}
