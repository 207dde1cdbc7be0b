/**
 * What other modules may use of checkout: its deps and queues, the commands by which the back office changes an
 * order (its state machine stays checkout's own),
 * writing a booking (corporate awards), the payment events the payments webhook hands over, and the lines mails and
 * invoices print. Everything else in this folder is checkout's own.
 */
export { writeBooking, type BookingLine } from './booking-writer.ts';
export { handlePaymentEvent } from './confirmation.ts';
export { QUEUES, type CheckoutDeps } from './deps.ts';
export { providerDetails, renderMailAttachment, type ProviderDetails } from './documents.ts';
export { formatDay, itemDetail } from './presentation.ts';
export { beginProviderRefund, queueOrderRefund } from './provider-refund.ts';
export type { OrderActor, OrderChange } from './state.ts';
