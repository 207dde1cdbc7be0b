/**
 * What other modules may use of cart: a cart and its activities' facts, whose cart it is (an account or a guest
 * session), the saved addresses and taking or giving back a promo code's use, which checkout needs when it places an
 * order.
 */
export { findAddress } from './addresses.ts';
export { ownedBy, ownerOf, type Owner } from './owner.ts';
export { cartHolds } from './holds.ts';
export { lockPromoCodes, releasePromoUse, retakePromoUse, takePromoUse } from './promo.ts';
export { activityFacts, readCart, slotOf, type ActivityFacts } from './service.ts';
