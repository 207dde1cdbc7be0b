/** What other modules may use of bundles besides service.ts: the own-pass discounts the cart prices with. */
export { readOwnPassDiscounts } from './own-pass.ts';
