import { z } from 'zod';

/**
 * The one JSON shape of every API failure. `message` is English; `messageKey` and `messageValues` name the same
 * message in the catalogue (MESSAGES, messages.ts), so each client words it in its reader's language.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  messageKey: z.string().optional(),
  messageValues: z.record(z.string(), z.string()).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The messages any route can answer, besides its module's own. */
export const API_MESSAGES = {
  notFound: 'Not found',
  notValid: 'Some fields are not valid.',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests, please try again in a minute.',
  notARealDay: 'Not a real day.',
  chooseCity: 'Please choose a city.',
  mailFailed: 'The email could not be sent, please try again later.',
  uploadUnreadable: 'The upload could not be read. Please send it again.',
  tooManyParts: 'The application has more parts than the form sends.',
  placesForbidden: 'Only hosts and the provider may see or change places.',
  activitiesForbidden: 'Your account may not manage activities yet.',
  badSignature: 'The webhook signature is not valid.',
  /** PostgreSQL cannot store a NUL in text, so it would fail as a 500. */
  nulCharacter: 'Text may not contain the NUL character.',
  sectionNotFound: 'Section not found',
  cityNotFound: 'City not found',
  activityNotFound: 'Activity not found',
  categoryNotFound: 'Category not found',
  voucherNotFound: 'Voucher not found',
  noStatement: 'No statement for this month',
  passNotFound: 'Weekend pass not found',
  mailNotFound: 'No such mail',
  resumeMissing: 'The résumé file is missing from storage.',
  licenceMissing: 'There is no trade licence image.',
  orderNotFound: 'Order not found',
  noInvoiceUnpaid: 'No invoice: the order is not paid',
  orderNotPaid: 'The order is not paid',
  passNotInCart: 'Weekend pass not found in the cart',
  cartItemNotFound: 'Cart item not found',
  addressNotFound: 'Address not found',
  sitemapNotFound: 'No such sitemap',
  webhookNotFound: 'No such webhook',
  paymentNotFound: 'No such payment',
  sendMultipart: 'Send the {sending} as multipart/form-data.',
  sendOneFile: 'Send one file, named {file}.',
} as const;
