/**
 * What other modules may use of aftersale: a full account claiming the gifts waiting for its e-mail, and the pieces the
 * back office's order cancellation shares with the customer's own (cancel in a transaction, release places, queue the
 * refund, the mail's item lines), and the customer's own cancellation (an account deletion refunds unused vouchers
 * through it). Everything else in this folder is aftersale's own.
 */
export { cancelBookedItem, cancelItemsInTx, queueRefund, voidRefundedOrder } from './cancel.ts';
export type { AftersaleDeps } from './deps.ts';
export { claimGifts } from './gift.ts';
export { byHost, mailItems } from './mail-items.ts';
export { releaseItemPlaces } from './places.ts';
