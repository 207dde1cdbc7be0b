/**
 * What other modules may use of bookings: the voucher codes and states, the booked items' history, which items a
 * customer owns and what may be done with them, the confirmed-account guard of the voucher pages, and the signed order
 * link with who may open an order. Everything else in this folder is bookings' own.
 */
export { givenAway, type GiftedDetail } from './gifts.ts';
export { requireConfirmedAccount } from './guard.ts';
export { recordEvents, redeemInTx, redeemVoucher } from './history.ts';
export { cancelGroup, groupCancelWindow, ownedItem, type BookedItemRow } from './items.ts';
export { maySee, orderLink } from './order-access.ts';
export { DEFAULT_MARKETPLACE_FEE_PERCENT, findVoucher, newVoucherCode, voucherStatus } from './service.ts';
