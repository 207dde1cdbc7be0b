import { DEFAULT_LANGUAGE, ORDER_HOLD_MINUTES, VAT_PERCENT } from '@weekends/shared';
import { fill, formatPrice, mailLink, type MailContext } from './format.ts';
import {
  renderHtml,
  renderText,
  type LayoutOptions,
  type MailContent,
  type MailRow,
  type RenderedMail,
} from './layout.ts';
import { mailMessages, supportEmail, type MailCatalogue } from './messages.ts';
import { cartReminder, dayBeforeReminder, reviewRequest, type ReminderTemplateData } from './reminder-templates.ts';
import {
  bookingCancelled,
  bookingMoved,
  hostBookingCancelled,
  voucherGift,
  type AftersaleTemplateData,
} from './aftersale-templates.ts';
import {
  hostApproved,
  hostRejected,
  listingApproved,
  listingRejected,
  type ApprovalTemplateData,
} from './approval-templates.ts';
import { hostApplicationReceived, type HostApplicationTemplateData } from './host-application-templates.ts';
import { interestAvailable, type InterestTemplateData } from './interest-templates.ts';
import { corporateAward, corporateInvoice, type CorporateTemplateData } from './corporate-templates.ts';
import {
  accountErased,
  dataExportReady,
  deletionCancelled,
  deletionRequested,
  type PrivacyTemplateData,
} from './privacy-templates.ts';
import { newDeviceSignIn, type DeviceTemplateData } from './device-templates.ts';

/**
 * The data each template needs. Links may be paths ('/confirm-email?token=…'); they are made absolute with PUBLIC_URL.
 */
export interface MailTemplateData {
  'email-confirmation': { firstName?: string; email: string; link: string; validHours?: number };
  'password-reset': { firstName?: string; code: string; link?: string; validMinutes?: number };
  /** To an account's owner when wrong passwords for it trip the per-account limit; `resetLink` is /forgot-password. */
  'login-throttled': { firstName?: string; attempts: number; waitMinutes: number; resetLink: string };
  welcome: { firstName?: string; link?: string };
  /** Sent to `oldEmail`; `newEmail` is shown masked. */
  'email-changed': { firstName?: string; oldEmail: string; newEmail: string };
  /** `unsubscribeLink` carries the signed token of /unsubscribe. */
  'newsletter-welcome': { unsubscribeLink: string };
  /** `values` fill the form's words: email, company, activity, opening. */
  acknowledgement: { form: AcknowledgedForm; firstName?: string; values?: Record<string, string | number> };
  /**
   * To the customer once an order is paid. Amounts in fils, VAT included; `orderLink` is the signed success page;
   * `address` is the order's delivery address, if any. The tax invoice PDF is attached by the sender.
   */
  'booking-confirmation': {
    firstName?: string;
    orderNumber: string;
    orderLink: string;
    items: { title: string; detail: string; quantity: number; voucherCode: string; total: number }[];
    address: string | null;
    total: number;
    vat: number;
  };
  /** To a host whose experience was just sold; `hostAmount` (fils) is after the Online Marketplace Fee. */
  'host-sale': {
    firstName?: string;
    orderNumber: string;
    items: { title: string; detail: string; quantity: number; hostAmount: number }[];
    dashboardLink: string;
  };
  /**
   * Why the payment went back: 'late', paid after the hold lapsed and the places went to someone else; 'promo', the
   * promo code reached its limits meanwhile; 'replaced', paid for an order the customer had replaced or cancelled;
   * 'amount', a payment of another amount than the order's; 'cancelled', a cancelled booking.
   */
  'payment-refunded': {
    firstName?: string;
    orderNumber: string;
    amount: number;
    reason: 'late' | 'promo' | 'replaced' | 'amount' | 'cancelled';
  };
  /** The mails after a sale and a cart: see reminder-templates.ts. */
  'day-before-reminder': ReminderTemplateData['day-before-reminder'];
  'review-request': ReminderTemplateData['review-request'];
  'cart-reminder': ReminderTemplateData['cart-reminder'];
  /** What a customer does with a voucher after paying: see aftersale-templates.ts. */
  'booking-cancelled': AftersaleTemplateData['booking-cancelled'];
  'host-booking-cancelled': AftersaleTemplateData['host-booking-cancelled'];
  'booking-moved': AftersaleTemplateData['booking-moved'];
  'voucher-gift': AftersaleTemplateData['voucher-gift'];
  /** The back office's answers to hosts: see approval-templates.ts. */
  'host-approved': ApprovalTemplateData['host-approved'];
  'host-rejected': ApprovalTemplateData['host-rejected'];
  'listing-approved': ApprovalTemplateData['listing-approved'];
  'listing-rejected': ApprovalTemplateData['listing-rejected'];
  /** To an applicant whose host application arrived: see host-application-templates.ts. */
  'host-application-received': HostApplicationTemplateData['host-application-received'];
  /** To people who asked about an activity, once it is on sale again: see interest-templates.ts. */
  'interest-available': InterestTemplateData['interest-available'];
  /** A corporate's award: to the employee, and its invoice to the corporate admin (see corporate-templates.ts). */
  'corporate-award': CorporateTemplateData['corporate-award'];
  'corporate-invoice': CorporateTemplateData['corporate-invoice'];
  /** A customer's data rights: the export's link, a deletion asked for, cancelled and done (privacy-templates.ts). */
  'data-export-ready': PrivacyTemplateData['data-export-ready'];
  'deletion-requested': PrivacyTemplateData['deletion-requested'];
  'deletion-cancelled': PrivacyTemplateData['deletion-cancelled'];
  'account-erased': PrivacyTemplateData['account-erased'];
  /** A sign-in from a browser the account had not used (see device-templates.ts). */
  'new-device-sign-in': DeviceTemplateData['new-device-sign-in'];
}

export type AcknowledgedForm = keyof MailCatalogue['acknowledgement'];

export type MailTemplate = keyof MailTemplateData;

/**
 * 'n***@example.com': enough for the owner to recognise the new address, little for someone who only reads the old
 * mailbox (a mistyped address at sign-up may belong to a stranger).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

type Build<T extends MailTemplate> = (data: MailTemplateData[T], ctx: MailContext) => MailContent;

const builders: { [T in MailTemplate]: Build<T> } = {
  'email-confirmation': (data, ctx) => {
    const t = ctx.t['email-confirmation'];
    const values = { email: data.email, validHours: data.validHours ?? 24 };
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      button: { label: t.button, url: ctx.absolute(data.link) },
    };
  },
  'password-reset': (data, ctx) => {
    const t = ctx.t['password-reset'];
    const values = { code: data.code, validMinutes: data.validMinutes ?? 10 };
    return {
      subject: t.subject,
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: [...t.paragraphs],
      code: data.code,
      afterCode: [fill(t.codeNote, values)],
      button: { label: t.button, url: ctx.absolute(data.link ?? '/forgot-password') },
    };
  },
  'login-throttled': (data, ctx) => {
    const t = ctx.t['login-throttled'];
    const values = { attempts: data.attempts, waitMinutes: data.waitMinutes };
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      button: { label: t.button, url: ctx.absolute(data.resetLink) },
    };
  },
  welcome: (data, ctx) => {
    const t = ctx.t.welcome;
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: [...t.paragraphs],
      button: { label: t.button, url: ctx.absolute(data.link ?? '/') },
    };
  },
  'email-changed': (data, ctx) => {
    const t = ctx.t['email-changed'];
    const values = { oldEmail: data.oldEmail, newEmail: maskEmail(data.newEmail), supportEmail };
    return {
      subject: t.subject,
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      button: { label: t.button, url: ctx.absolute('/contact') },
    };
  },
  'newsletter-welcome': (data, ctx) => {
    const t = ctx.t['newsletter-welcome'];
    return {
      subject: t.subject,
      preheader: t.preheader,
      heading: t.heading,
      paragraphs: [...t.paragraphs],
      button: { label: t.button, url: ctx.absolute(data.unsubscribeLink) },
    };
  },
  acknowledgement: (data, ctx) => {
    const t = ctx.t.acknowledgement[data.form];
    const values = data.values ?? {};
    return {
      subject: fill(t.subject, values),
      preheader: fill(t.paragraphs[0], values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
    };
  },
  'booking-confirmation': (data, ctx) => {
    const t = ctx.t['booking-confirmation'];
    const values = { orderNumber: data.orderNumber };
    const items: MailRow[] = data.items.map((item) => ({
      label: item.title,
      details: [item.detail, fill(t.quantity, { quantity: item.quantity })].filter(Boolean),
      code: { label: t.voucherCode, value: item.voucherCode },
      value: ctx.price(item.total),
    }));
    return {
      subject: fill(t.subject, values),
      preheader: fill(t.preheader, values),
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      rows: [
        ...items,
        { label: t.total, value: ctx.price(data.total), strong: true },
        { label: fill(t.vat, { vatPercent: VAT_PERCENT }), value: ctx.price(data.vat) },
      ],
      afterRows: [...(data.address ? [fill(t.address, { address: data.address })] : []), t.howToUse, t.invoice],
      button: { label: t.button, url: ctx.absolute(data.orderLink) },
    };
  },
  'host-sale': (data, ctx) => {
    const t = ctx.t['host-sale'];
    const values = { orderNumber: data.orderNumber };
    const items: MailRow[] = data.items.map((item) => ({
      label: item.title,
      details: [item.detail, fill(t.quantity, { quantity: item.quantity })].filter(Boolean),
      value: ctx.price(item.hostAmount),
    }));
    const payout = data.items.reduce((sum, item) => sum + item.hostAmount, 0);
    return {
      subject: fill(t.subject, values),
      preheader: t.preheader,
      heading: t.heading,
      firstName: data.firstName,
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      rows: [...items, { label: t.total, value: ctx.price(payout), strong: true }],
      afterRows: [t.payoutNote, t.howToCheck],
      button: { label: t.button, url: ctx.absolute(data.dashboardLink) },
    };
  },
  'payment-refunded': (data, ctx) => {
    const t = ctx.t['payment-refunded'];
    const words = t[data.reason];
    const values = { orderNumber: data.orderNumber, amount: ctx.price(data.amount), holdMinutes: ORDER_HOLD_MINUTES };
    return {
      subject: fill(t.subject, values),
      preheader: fill(words.preheader, values),
      heading: words.heading,
      firstName: data.firstName,
      paragraphs: words.paragraphs.map((p) => fill(p, values)),
      button: { label: t.button, url: ctx.absolute('/') },
    };
  },
  'day-before-reminder': dayBeforeReminder,
  'review-request': reviewRequest,
  'cart-reminder': cartReminder,
  'booking-cancelled': bookingCancelled,
  'host-booking-cancelled': hostBookingCancelled,
  'booking-moved': bookingMoved,
  'voucher-gift': voucherGift,
  'host-approved': hostApproved,
  'host-rejected': hostRejected,
  'listing-approved': listingApproved,
  'listing-rejected': listingRejected,
  'host-application-received': hostApplicationReceived,
  'interest-available': interestAvailable,
  'corporate-award': corporateAward,
  'corporate-invoice': corporateInvoice,
  'data-export-ready': dataExportReady,
  'deletion-requested': deletionRequested,
  'deletion-cancelled': deletionCancelled,
  'account-erased': accountErased,
  'new-device-sign-in': newDeviceSignIn,
};

/** Subject, branded HTML and plain text of one mail; every interpolated value is escaped by the layout. */
export function renderMail<T extends MailTemplate>(
  template: T,
  data: MailTemplateData[T],
  publicUrl: string,
  layout: LayoutOptions = {},
): RenderedMail {
  const language = layout.language ?? DEFAULT_LANGUAGE;
  const absolute = (link: string) => mailLink(link, publicUrl, language);
  const ctx: MailContext = {
    language,
    t: mailMessages[language],
    absolute,
    price: (fils) => formatPrice(fils, language),
  };
  const content = (builders[template] as Build<T>)(data, ctx);
  const rendered: RenderedMail = {
    subject: content.subject,
    html: renderHtml(content, layout),
    text: renderText(content, layout),
  };
  // Every newsletter mail names its signed unsubscribe page (RFC 2369), so the mail client's own button works too.
  if (template === 'newsletter-welcome')
    rendered.headers = {
      'List-Unsubscribe': `<${ctx.absolute((data as MailTemplateData['newsletter-welcome']).unsubscribeLink)}>`,
    };
  if (template === 'cart-reminder')
    rendered.headers = { 'List-Unsubscribe': `<${ctx.absolute((data as MailTemplateData['cart-reminder']).offLink)}>` };
  return rendered;
}
