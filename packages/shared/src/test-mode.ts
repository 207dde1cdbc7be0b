/**
 * What the product says while payments are the sandbox's (PAYMENT_GATEWAY=sandbox, a demo or staging site): no card is
 * charged, so nobody may take a booking, a voucher or an invoice from it for a real one. The web app's own words for
 * it are in its locales (common.json, payment.json, dashboard.json, order.json).
 */
export const TEST_MODE_MESSAGES = {
  /** The strip at the top of every page (written by the server, like the announcement strip). */
  strip: 'Test mode: no real payments',
  stripLabel: 'Test mode',
  /** The first line of every mail. */
  mailLine: 'Test mode: no real payment was taken. Bookings, vouchers and invoices in this e-mail are not real.',
  /** Beside each voucher code, and across each page of an invoice. */
  mark: 'TEST',
  /** Across every page of a tax invoice or a corporate invoice. */
  invoice: 'TEST - NOT A VALID TAX INVOICE',
} as const;
