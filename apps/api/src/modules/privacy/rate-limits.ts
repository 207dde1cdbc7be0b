import { HOUR, limit, TEN_MINUTES } from '../../plugins/rate-limit.ts';

/** Per signed-in customer: each deletion try verifies a password (argon2), each export prints and zips. */
export const PRIVACY_RATE_LIMITS = {
  requestDeletion: limit(10, TEN_MINUTES, { per: 'customer' }),
  requestExport: limit(5, HOUR, { per: 'customer' }),
} as const;
