import { fill } from './format.ts';
import { renderHtml, renderText, type MailContent, type RenderedMail } from './layout.ts';
import { mailMessages, supportEmail } from './messages.ts';

/** The data each template needs. Links may be paths ('/confirm-email?token=…'); they are made absolute with PUBLIC_URL. */
export interface MailTemplateData {
  'email-confirmation': { firstName?: string; email: string; link: string; validHours?: number };
  'password-reset': { firstName?: string; code: string; link?: string; validMinutes?: number };
  welcome: { firstName?: string; link?: string };
  /** Sent to `oldEmail`; `newEmail` is shown masked. */
  'email-changed': { firstName?: string; oldEmail: string; newEmail: string };
  /** `unsubscribeLink` carries the signed token of /unsubscribe. */
  'newsletter-welcome': { unsubscribeLink: string };
  /** `values` fill the form's words: email, company, activity, opening. */
  acknowledgement: { form: AcknowledgedForm; firstName?: string; values?: Record<string, string | number> };
}

export type AcknowledgedForm = keyof (typeof mailMessages)['acknowledgement'];

export type MailTemplate = keyof MailTemplateData;

/**
 * 'n***@example.com': enough for the owner to recognise the new address, little for someone who only reads the old
 * mailbox (a mistyped address at sign-up may belong to a stranger).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

type Build<T extends MailTemplate> = (data: MailTemplateData[T], absolute: (link: string) => string) => MailContent;

const builders: { [T in MailTemplate]: Build<T> } = {
  'email-confirmation': (data, absolute) => {
    const t = mailMessages['email-confirmation'];
    const values = { email: data.email, validHours: data.validHours ?? 24 };
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      button: { label: t.button, url: absolute(data.link) },
    };
  },
  'password-reset': (data, absolute) => {
    const t = mailMessages['password-reset'];
    const values = { code: data.code, validMinutes: data.validMinutes ?? 10 };
    return {
      subject: t.subject,
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: [...t.paragraphs],
      code: data.code,
      afterCode: [fill(t.codeNote, values)],
      button: { label: t.button, url: absolute(data.link ?? '/forgot-password') },
    };
  },
  welcome: (data, absolute) => {
    const t = mailMessages.welcome;
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: [...t.paragraphs],
      button: { label: t.button, url: absolute(data.link ?? '/') },
    };
  },
  'email-changed': (data, absolute) => {
    const t = mailMessages['email-changed'];
    const values = { oldEmail: data.oldEmail, newEmail: maskEmail(data.newEmail), supportEmail };
    return {
      subject: t.subject,
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      button: { label: t.button, url: absolute('/contact') },
    };
  },
  'newsletter-welcome': (data, absolute) => {
    const t = mailMessages['newsletter-welcome'];
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      paragraphs: [...t.paragraphs],
      button: { label: t.button, url: absolute(data.unsubscribeLink) },
    };
  },
  acknowledgement: (data) => {
    const t = mailMessages.acknowledgement[data.form];
    const values = data.values ?? {};
    return {
      subject: fill(t.subject, values),
      preheader: fill(t.paragraphs[0], values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
    };
  },
};

/** Subject, branded HTML and plain text of one mail; every interpolated value is escaped by the layout. */
export function renderMail<T extends MailTemplate>(template: T, data: MailTemplateData[T], publicUrl: string): RenderedMail {
  const absolute = (link: string) => new URL(link, publicUrl).toString();
  const content = (builders[template] as Build<T>)(data, absolute);
  const rendered: RenderedMail = { subject: content.subject, html: renderHtml(content), text: renderText(content) };
  // Every newsletter mail names its signed unsubscribe page (RFC 2369), so the mail client's own button works too.
  if (template === 'newsletter-welcome') rendered.headers = { 'List-Unsubscribe': `<${absolute((data as MailTemplateData['newsletter-welcome']).unsubscribeLink)}>` };
  return rendered;
}
