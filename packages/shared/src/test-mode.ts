/**
 * What the product says while payments are the sandbox's (PAYMENT_GATEWAY=sandbox, a demo or staging site): no card is
 * charged, so nobody may take a booking, a voucher or an invoice from it for a real one. The web app's own words for
 * it are in its locales (common.json, payment.json, dashboard.json, order.json); what the server writes is here, in
 * English and in Arabic (TEST_MODE_MESSAGES_AR), and an Arabic page or mail takes the Arabic.
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

/** The same in Arabic, for Arabic pages, mails and documents: every text of the English, nothing left in English. */
export const TEST_MODE_MESSAGES_AR = {
  strip: 'الوضع التجريبي: لا مدفوعات حقيقية',
  stripLabel: 'الوضع التجريبي',
  mailLine: 'وضع التجربة: لم يتم تحصيل أي مبلغ فعلي. الحجوزات والقسائم والفواتير الواردة في هذه الرسالة ليست حقيقية.',
  mark: 'تجريبي',
  invoice: 'تجريبي - ليست فاتورة ضريبية صالحة',
} as const satisfies Record<keyof typeof TEST_MODE_MESSAGES, string>;

/** The test-mode texts in `language`. */
export const testModeMessages = (language: 'en' | 'ar') =>
  language === 'ar' ? TEST_MODE_MESSAGES_AR : TEST_MODE_MESSAGES;
