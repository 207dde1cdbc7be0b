import { eq } from 'drizzle-orm';
import type { Language, Order } from '@weekends/shared';
import { orders, settings, type MailAttachment } from '../../db/schema/index.ts';
import type { RenderedAttachment } from '../../lib/mailer.ts';
import { renderTaxInvoice } from '../../lib/documents/invoice.ts';
import type { DocumentPrinter } from '../../lib/documents/printer.ts';
import { bookingCalendar } from '../../lib/documents/calendar.ts';
import { itemDetail, orderView } from './presentation.ts';
import type { Executor } from '../../db/client.ts';

/** The provider's details on tax invoices, kept in settings so the back office can change them. */
export const PROVIDER_SETTING = 'provider';
export interface ProviderDetails {
  name: string;
  trn: string;
  address: string;
  email: string;
}
const FALLBACK: ProviderDetails = {
  name: 'Weekends',
  trn: 'not registered',
  address: 'United Arab Emirates',
  email: 'hello@weekends.ae',
};

export async function providerDetails(db: Executor): Promise<ProviderDetails> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PROVIDER_SETTING));
  return { ...FALLBACK, ...((row?.value as Partial<ProviderDetails> | undefined) ?? {}) };
}

/** How a document is printed: the app's browser, and whether payments are a test. */
export interface DocumentOptions {
  printer: DocumentPrinter;
  testMode?: boolean;
}

/**
 * The UAE tax invoice of a paid order (VAT 5% included in every price), in the order's language (the page's it was
 * placed from) wherever it is asked for: the booking mail, the success page, the dashboard; `testMode` (the sandbox
 * gateway) marks every page as no valid tax invoice.
 */
export async function taxInvoicePdf(
  db: Executor,
  order: Order,
  language: Language,
  options: DocumentOptions,
): Promise<Buffer> {
  const seller = await providerDetails(db);
  return renderTaxInvoice(
    options.printer,
    {
      number: order.number,
      issuedAt: new Date(order.paidAt ?? order.createdAt),
      seller,
      customer: {
        name: `${order.customer.firstName} ${order.customer.lastName}`,
        email: order.customer.email,
        phoneNumber: order.customer.phoneNumber,
        address: order.address,
      },
      lines: order.items.map((i) => ({
        description: i.title,
        detail: itemDetail(i.description, i.date, i.validUntil, language),
        quantity: i.quantity,
        unitPrice: i.discountedPrice ?? i.price,
        total: i.total,
      })),
      quote: order.quote,
      couponCode: order.couponCode,
    },
    { testMode: options.testMode, language },
  );
}

/** 'Add to calendar': each dated item on its day, each undated voucher on its last valid day. */
export function orderCalendar(order: Order, publicUrl: string, link: string): string {
  return bookingCalendar(
    order.items.map((i) => ({
      uid: `${order.number}-${i.id}@weekends.ae`,
      title: i.title,
      date: i.date,
      validUntil: i.validUntil,
      location: i.activity.address,
      latitude: i.activity.latitude,
      longitude: i.activity.longitude,
      description: `${i.description} x ${i.quantity}${i.voucher ? ` · Voucher ${i.voucher.code}` : ''} · Order ${order.number}`,
      url: new URL(link, publicUrl).toString(),
    })),
  );
}

/**
 * Renders a mail's attachment when it is sent: the tax invoice of the order it names (read through the delivery's
 * executor).
 */
export function renderMailAttachment(options: DocumentOptions) {
  return async (attachment: MailAttachment, db: Executor): Promise<RenderedAttachment> => {
    const [row] = await db.select().from(orders).where(eq(orders.id, attachment.orderId));
    if (!row) throw new Error(`attachment: no order ${attachment.orderId}`);
    const order = await orderView(db, row, row.language);
    return {
      filename: `tax-invoice-${order.number}.pdf`,
      contentType: 'application/pdf',
      content: await taxInvoicePdf(db, order, row.language, options),
    };
  };
}
