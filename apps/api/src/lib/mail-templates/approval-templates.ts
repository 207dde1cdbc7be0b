import { fill, type MailContext } from './format.ts';
import type { MailContent } from './layout.ts';

/** The back office's answers to hosts (modules/admin): applications and listing submissions. Links may be paths. */
export interface ApprovalTemplateData {
  /** `confirmLink` when the applicant has not confirmed the e-mail address yet (the Vendor Account waits for it). */
  'host-approved': { firstName?: string; businessName: string; confirmLink: string | null; dashboardLink: string };
  'host-rejected': { firstName?: string; businessName: string; reason: string; applyLink: string };
  /** `link` is the experience's public page. */
  'listing-approved': { firstName?: string; kind: 'new' | 'edit'; title: string; link: string };
  'listing-rejected': { firstName?: string; kind: 'new' | 'edit'; title: string; reason: string; link: string };
}

/** The reason as the admin typed it, one paragraph per line, quoted so it reads as theirs. */
const reasonParagraphs = (reason: string, ctx: MailContext) =>
  reason
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => fill(ctx.t.layout.quote, { text: line }));

export function hostApproved(data: ApprovalTemplateData['host-approved'], ctx: MailContext): MailContent {
  const t = ctx.t['host-approved'];
  const values = { businessName: data.businessName };
  const paragraphs = [...t.paragraphs.map((p) => fill(p, values)), t.dashboard];
  if (data.confirmLink) {
    return {
      subject: t.subject,
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: [...paragraphs, t.confirmFirst],
      button: { label: t.confirmButton, url: ctx.absolute(data.confirmLink) },
      links: [{ text: t.dashboardLinkText, label: t.dashboardLinkLabel, url: ctx.absolute(data.dashboardLink) }],
    };
  }
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs,
    button: { label: t.dashboardButton, url: ctx.absolute(data.dashboardLink) },
  };
}

export function hostRejected(data: ApprovalTemplateData['host-rejected'], ctx: MailContext): MailContent {
  const t = ctx.t['host-rejected'];
  const values = { businessName: data.businessName };
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs.map((p) => fill(p, values)), ...reasonParagraphs(data.reason, ctx)],
    afterRows: [t.afterReason],
    button: { label: t.button, url: ctx.absolute(data.applyLink) },
  };
}

export function listingApproved(data: ApprovalTemplateData['listing-approved'], ctx: MailContext): MailContent {
  const t = ctx.t['listing-approved'];
  const values = { title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t[data.kind].map((p) => fill(p, values)),
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}

export function listingRejected(data: ApprovalTemplateData['listing-rejected'], ctx: MailContext): MailContent {
  const t = ctx.t['listing-rejected'];
  const values = { title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t[data.kind].map((p) => fill(p, values)), ...reasonParagraphs(data.reason, ctx)],
    afterRows: [t.afterReason],
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}
