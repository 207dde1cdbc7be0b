import { fill, type MailContext } from './format.ts';
import type { MailContent, MailRow } from './layout.ts';

/** The mails that follow a sale and a cart (modules/reminders). Links may be paths; `absolute` makes them whole. */
export interface ReminderTemplateData {
  /**
   * The day before a dated experience: `day` as printed ('Fri 4 Dec 2026'); the map link when the activity has a place.
   */
  'day-before-reminder': {
    firstName?: string;
    title: string;
    day: string;
    option: string | null;
    quantity: number;
    voucherCode: string;
    address: string | null;
    mapLink: string | null;
    voucherLink: string;
  };
  /** The day after a redeemed experience: `reviewLink` opens the activity page's review box. */
  'review-request': { firstName?: string; title: string; reviewLink: string };
  /** What the cart still holds (titles), the cart's page and the signed link that turns these mails off. */
  'cart-reminder': { firstName?: string; items: string[]; checkoutLink: string; offLink: string };
}

export function dayBeforeReminder(data: ReminderTemplateData['day-before-reminder'], ctx: MailContext): MailContent {
  const t = ctx.t['day-before-reminder'];
  const values = { title: data.title, day: data.day, voucherCode: data.voucherCode };
  const item: MailRow = {
    label: data.title,
    details: [[data.option, data.day].filter(Boolean).join(' · '), fill(t.quantity, { quantity: data.quantity })],
    code: { label: t.voucherCode, value: data.voucherCode },
  };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs],
    rows: [item],
    afterRows: [...(data.address ? [fill(t.address, { address: data.address })] : []), t.howToUse],
    button: { label: t.button, url: ctx.absolute(data.voucherLink) },
    links: data.mapLink ? [{ text: t.mapText, label: t.mapLink, url: data.mapLink }] : [],
  };
}

export function reviewRequest(data: ReminderTemplateData['review-request'], ctx: MailContext): MailContent {
  const t = ctx.t['review-request'];
  const values = { title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    button: { label: t.button, url: ctx.absolute(data.reviewLink) },
  };
}

export function cartReminder(data: ReminderTemplateData['cart-reminder'], ctx: MailContext): MailContent {
  const t = ctx.t['cart-reminder'];
  return {
    subject: t.subject,
    preheader: t.preheader,
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs],
    rows: data.items.map((title) => ({ label: title })),
    afterRows: [t.afterItems],
    button: { label: t.button, url: ctx.absolute(data.checkoutLink) },
    links: [{ text: t.offText, label: t.offLink, url: ctx.absolute(data.offLink) }],
  };
}
