import { fill } from './format.ts';
import type { MailContent } from './layout.ts';
import { mailMessages } from './messages.ts';

/** The back office's answers to hosts (modules/admin): applications and listing submissions. Links may be paths. */
export interface ApprovalTemplateData {
  /** `confirmLink` when the applicant has not confirmed the e-mail address yet (the Vendor Account waits for it). */
  'host-approved': { firstName?: string; businessName: string; confirmLink: string | null; dashboardLink: string };
  'host-rejected': { firstName?: string; businessName: string; reason: string; applyLink: string };
  /** `link` is the experience's public page. */
  'listing-approved': { firstName?: string; kind: 'new' | 'edit'; title: string; link: string };
  'listing-rejected': { firstName?: string; kind: 'new' | 'edit'; title: string; reason: string; link: string };
}

type Absolute = (link: string) => string;

/** The reason as the admin typed it, one paragraph per line, quoted so it reads as theirs. */
const reasonParagraphs = (reason: string) =>
  reason
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `\u201c${line}\u201d`);

export function hostApproved(data: ApprovalTemplateData['host-approved'], absolute: Absolute): MailContent {
  const t = mailMessages['host-approved'];
  const values = { businessName: data.businessName };
  const paragraphs = [...t.paragraphs.map((p) => fill(p, values)), t.dashboard];
  if (data.confirmLink) {
    return {
      subject: t.subject,
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: [...paragraphs, t.confirmFirst],
      button: { label: t.confirmButton, url: absolute(data.confirmLink) },
      links: [{ text: t.dashboardLinkText, label: t.dashboardLinkLabel, url: absolute(data.dashboardLink) }],
    };
  }
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs,
    button: { label: t.dashboardButton, url: absolute(data.dashboardLink) },
  };
}

export function hostRejected(data: ApprovalTemplateData['host-rejected'], absolute: Absolute): MailContent {
  const t = mailMessages['host-rejected'];
  const values = { businessName: data.businessName };
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs.map((p) => fill(p, values)), ...reasonParagraphs(data.reason)],
    afterRows: [t.afterReason],
    button: { label: t.button, url: absolute(data.applyLink) },
  };
}

export function listingApproved(data: ApprovalTemplateData['listing-approved'], absolute: Absolute): MailContent {
  const t = mailMessages['listing-approved'];
  const values = { title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t[data.kind].map((p) => fill(p, values)),
    button: { label: t.button, url: absolute(data.link) },
  };
}

export function listingRejected(data: ApprovalTemplateData['listing-rejected'], absolute: Absolute): MailContent {
  const t = mailMessages['listing-rejected'];
  const values = { title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t[data.kind].map((p) => fill(p, values)), ...reasonParagraphs(data.reason)],
    afterRows: [t.afterReason],
    button: { label: t.button, url: absolute(data.link) },
  };
}
