/**
 * What other modules may use of corporate-admin: a corporate's credit, an award's title in the reader's language and
 * its invoice PDF, which the back office shows too.
 */
export { awardCredit } from './credit.ts';
export { awardTitle } from './award-title.ts';
export { corporateInvoicePdf, type InvoicePdfOptions } from './invoice-pdf.ts';
