import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_MESSAGES, type CreatedOrder } from '@weekends/shared';
import { createTestApp, type TestApp } from './helpers.ts';
import { startSmtpServer, type TestSmtpServer } from './mail.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { outbox, priceOptions } from '../db/schema/index.ts';
import { customerShopper, newAttempt, nextFriday, openShop, waitFor } from '../modules/checkout/testing/shop.ts';
import { payOnSandbox } from '../modules/checkout/testing/buyers.ts';
import { pdfText } from '../lib/documents/testing/pdf-text.ts';

/**
 * A sale through the sandbox gateway, as a demo site takes one: what the customer gets (the mail, its tax invoice
 * attachment, the invoice link) says it is a test. The pieces are tested on their own beside their code; this checks
 * that the app hands them the gateway's mode.
 */
let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PAYMENT_GATEWAY: 'sandbox' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The PDF attached to a raw mail, as its bytes (nodemailer writes attachments in base64). */
function attachedPdf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n)?--/.exec(raw);
  if (!part) throw new Error('no PDF attached');
  return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64');
}

describe('a sale in test mode', () => {
  it('marks the booking mail, its voucher codes, the attached tax invoice and the invoice link', async () => {
    const { dated } = await openShop(t);
    const buyer = await customerShopper(t);
    const [adult] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, dated.id));
    const added = await buyer.call('POST', '/api/cart/items', {
      activityId: dated.id,
      date: nextFriday(3),
      options: [{ priceOptionId: adult!.id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const created = (await buyer.call('POST', '/api/orders', newAttempt())).json() as CreatedOrder;
    expect((await payOnSandbox(t.app, created)).statusCode).toBe(200);
    expect(
      (await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' })).json(),
    ).toMatchObject({ status: 'CAPTURED' });

    const invoice = await buyer.call('GET', `/api/orders/${created.orderId}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    expect(await pdfText(invoice.rawPayload)).toContain(TEST_MODE_MESSAGES.invoice);

    // Sent by the job queue after the confirmation commits, with the invoice rendered at sending time.
    const [mail] = await waitFor(() =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'booking-confirmation'), isNotNull(outbox.sentAt)))
        .then((rows) => (rows.length > 0 ? rows : null)),
    );
    expect(mail!.text.startsWith(TEST_MODE_MESSAGES.mailLine)).toBe(true);
    expect(mail!.text).toMatch(new RegExp(`Voucher code: [A-Z0-9]{8} \\(${TEST_MODE_MESSAGES.mark}\\)`));
    const sent = smtp.received.find((m) => /filename="?tax-invoice-WK-\d+\.pdf/.test(m.raw));
    expect(sent).toBeDefined();
    expect(await pdfText(attachedPdf(sent!.raw))).toContain(TEST_MODE_MESSAGES.invoice);
  }, 60_000);
});
