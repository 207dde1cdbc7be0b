import { fill, type MailContext } from './format.ts';
import type { MailContent, MailRow } from './layout.ts';

/** The mails of what a customer does with a voucher after paying (modules/aftersale). Links may be paths. */
export interface AftersaleTemplateData {
  /**
   * To the customer who cancelled vouchers (one, or a whole weekend pass). `refund` in fils; 'refund_pending' says it
   * is on its way to the card (payment-refunded, 'cancelled', follows once made), 'not_charged' that nothing was paid.
   */
  'booking-cancelled': {
    firstName?: string;
    orderNumber: string | null;
    items: { title: string; detail: string; voucherCode: string; total: number }[];
    refund: number;
    refundStatus: 'refund_pending' | 'refunded' | 'not_charged';
  };
  /** To the host of cancelled vouchers: their codes are void and the places free again. */
  'host-booking-cancelled': {
    firstName?: string;
    orderNumber: string | null;
    items: { title: string; detail: string; quantity: number; voucherCode: string }[];
    dashboardLink: string;
  };
  /**
   * A dated voucher moved to another day, to its customer and to its host; `from` and `to` as printed ('Fri 4 Dec
   * 2026').
   */
  'booking-moved': {
    audience: 'customer' | 'host';
    firstName?: string;
    title: string;
    detail: string;
    quantity: number;
    voucherCode: string;
    from: string;
    to: string;
    link: string;
  };
  /** To the receiver of a voucher; `link` leads to sign up or log in with this e-mail, where the gift waits. */
  'voucher-gift': {
    toName: string;
    fromName: string;
    message: string;
    title: string;
    detail: string;
    voucherCode: string;
    link: string;
  };
}

export function bookingCancelled(data: AftersaleTemplateData['booking-cancelled'], ctx: MailContext): MailContent {
  const t = ctx.t['booking-cancelled'];
  const values = { orderNumber: data.orderNumber ?? '', amount: ctx.price(data.refund) };
  const items: MailRow[] = data.items.map((item) => ({
    label: item.title,
    details: [item.detail].filter(Boolean),
    code: { label: t.voucherCode, value: item.voucherCode },
    value: ctx.price(item.total),
  }));
  return {
    subject: fill(data.orderNumber ? t.subject : t.subjectNoOrder, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs],
    rows: [...items, { label: t.refund, value: ctx.price(data.refund), strong: true }],
    afterRows: [
      fill(
        data.refundStatus === 'refund_pending'
          ? t.refundPending
          : data.refundStatus === 'refunded'
            ? t.refunded
            : t.notCharged,
        values,
      ),
    ],
    button: { label: t.button, url: ctx.absolute('/customer/dashboard/bookings') },
  };
}

export function hostBookingCancelled(
  data: AftersaleTemplateData['host-booking-cancelled'],
  ctx: MailContext,
): MailContent {
  const t = ctx.t['host-booking-cancelled'];
  const values = { orderNumber: data.orderNumber ?? '' };
  return {
    subject: fill(data.orderNumber ? t.subject : t.subjectNoOrder, values),
    preheader: t.preheader,
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs],
    rows: data.items.map((item) => ({
      label: item.title,
      details: [item.detail, fill(t.quantity, { quantity: item.quantity })].filter(Boolean),
      code: { label: t.voucherCode, value: item.voucherCode },
    })),
    afterRows: [t.placesFree],
    button: { label: t.button, url: ctx.absolute(data.dashboardLink) },
  };
}

export function bookingMoved(data: AftersaleTemplateData['booking-moved'], ctx: MailContext): MailContent {
  const t = ctx.t['booking-moved'];
  const words = t[data.audience];
  const values = { title: data.title, from: data.from, to: data.to };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: words.heading,
    firstName: data.firstName,
    paragraphs: words.paragraphs.map((p) => fill(p, values)),
    rows: [
      {
        label: data.title,
        details: [data.detail, fill(t.quantity, { quantity: data.quantity })].filter(Boolean),
        code: { label: t.voucherCode, value: data.voucherCode },
      },
    ],
    afterRows: [t.codeStays],
    button: { label: words.button, url: ctx.absolute(data.link) },
  };
}

export function voucherGift(data: AftersaleTemplateData['voucher-gift'], ctx: MailContext): MailContent {
  const t = ctx.t['voucher-gift'];
  const values = { fromName: data.fromName, title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.toName,
    paragraphs: [
      ...t.paragraphs.map((p) => fill(p, values)),
      ...(data.message ? [fill(t.message, values), data.message] : []),
    ],
    rows: [
      {
        label: data.title,
        details: [data.detail].filter(Boolean),
        code: { label: t.voucherCode, value: data.voucherCode },
      },
    ],
    afterRows: [t.howToUse, t.account],
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}
