import { escapeHtml, fill } from './format.ts';
import { mailMessages, supportEmail } from './messages.ts';

/** What a template decides; the layout turns it into the branded HTML and the plain-text version. All plain text. */
export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox list. */
  preheader: string;
  heading: string;
  firstName?: string;
  paragraphs: string[];
  /** A short code shown large (the password reset OTP). */
  code?: string;
  afterCode?: string[];
  /** The main call to action, as an absolute URL. */
  button?: { label: string; url: string };
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
const m = mailMessages.layout;

function greeting(firstName?: string) {
  return firstName?.trim() ? fill(m.greeting, { firstName: firstName.trim() }) : m.greetingNoName;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${ink};">${escapeHtml(text)}</p>`;

/**
 * Table layout with inline styles: many mail clients (Outlook, Gmail) ignore <style> blocks and flexbox. The
 * content column is fluid up to 600px so it fits phones without media queries.
 */
export function renderHtml(content: MailContent): string {
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${teal}" style="border-radius:8px;background:${teal};">` +
      `<a href="${escapeHtml(content.button.url)}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(content.button.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${muted};">${escapeHtml(m.linkFallback)}</p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(content.button.url)}" style="color:${teal};">${escapeHtml(content.button.url)}</a></p>`
    : '';
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-family:'Courier New',Courier,monospace;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${teal};">${escapeHtml(content.code)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:${font};">
<tr><td bgcolor="${teal}" style="background:${teal};padding:20px 32px;font-size:24px;line-height:32px;font-weight:bold;color:#ffffff;">${escapeHtml(m.brand)}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${ink};">${escapeHtml(content.heading)}</h1>
${paragraph(greeting(content.firstName))}
${content.paragraphs.map(paragraph).join('\n')}
${code}
${(content.afterCode ?? []).map(paragraph).join('\n')}
${button}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:${muted};">
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
export function renderText(content: MailContent): string {
  const lines = [m.brand, '', content.heading, '', greeting(content.firstName), '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) lines.push(`    ${content.code}`, '');
  for (const p of content.afterCode ?? []) lines.push(p, '');
  if (content.button) lines.push(`${content.button.label}:`, content.button.url, '');
  lines.push('--', fill(m.footerHelp, { supportEmail }), m.footerMadeIn, '');
  return lines.join('\n');
}
