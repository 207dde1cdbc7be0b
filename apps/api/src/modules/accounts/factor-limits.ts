import { limit, MINUTE, TEN_MINUTES } from '../../plugins/rate-limit.ts';

/**
 * Limits on the second-factor routes, beside the per-account throttle that counts wrong codes as wrong passwords
 * (login-throttle.ts): these stop one address or one session from hammering the routes themselves.
 */
export const FACTOR_RATE_LIMITS = {
  /** The second step of a sign-in, per address, like the sign-in. */
  twoStep: limit(10, MINUTE),
  /** Each start makes a new secret and a QR code. */
  enrol: limit(10, TEN_MINUTES, { per: 'customer', key: 'enrol' }),
  confirm: limit(10, MINUTE, { per: 'customer', key: 'confirm-factor' }),
  reverify: limit(10, MINUTE, { per: 'customer', key: 'reverify' }),
  regenerate: limit(5, TEN_MINUTES, { per: 'customer', key: 'recovery-codes' }),
} as const;
