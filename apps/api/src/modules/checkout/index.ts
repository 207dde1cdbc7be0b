/**
 * What other modules may use of checkout: its deps and queues, the order state changes the back office makes too,
 * writing a booking (corporate awards), the payment events the payments webhook hands over, and the lines mails and
 * invoices print. Everything else in this folder is checkout's own.
 */
export { writeBooking, type BookingLine } from './booking-writer.ts';
export { handlePaymentEvent } from './confirmation.ts';
export { QUEUES, type CheckoutDeps } from './deps.ts';
export { providerDetails } from './documents.ts';
export { formatDay, itemDetail } from './presentation.ts';
export { releaseHolds, transition } from './state.ts';
