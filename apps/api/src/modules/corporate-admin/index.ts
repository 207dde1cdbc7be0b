/**
 * What other modules may use of corporate-admin: a corporate's credit and its invoice PDF, which the back office shows
 * too.
 */
export { awardCredit } from './credit.ts';
export { corporateInvoicePdf, type InvoicePdfOptions } from './invoice-pdf.ts';
