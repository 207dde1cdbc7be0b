import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';

/** How long a challenge may be solved and submitted. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/**
 * The search space of the proof of work: on average half of it is hashed, so a browser's WebCrypto
 * finishes well under a second while a bot must still spend work on every attempt.
 */
export const CAPTCHA_MAX_NUMBER = 20_000;
/** Used payloads remembered at most (each for the challenge's lifetime). */
const USED_CAPACITY = 100_000;

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True once for a solved, signed, unexpired payload; false for anything else, including a replay. */
  verify(payload: string): Promise<boolean>;
}

/**
 * ALTCHA proof of work (DESIGN 1: self-hosted, no third party). The HMAC key is derived from SESSION_SECRET
 * so there is no extra secret to configure, yet a captcha signature can never double as another token.
 *
 * Used signatures live in this process's memory: enough for one instance. Several instances behind a load
 * balancer would each accept a payload once, so they need a shared store (Redis SET NX with the same TTL).
 */
export function createCaptcha(sessionSecret: string): Captcha {
  const hmacKey = createHmac('sha256', sessionSecret).update('weekends:altcha-captcha').digest('hex');
  const used = new LRUCache<string, true>({ max: USED_CAPACITY, ttl: CAPTCHA_TTL_MS });

  return {
    challenge() {
      return createChallenge({ hmacKey, maxnumber: CAPTCHA_MAX_NUMBER, expires: new Date(Date.now() + CAPTCHA_TTL_MS) });
    },

    async verify(payload) {
      let signature: unknown;
      try {
        signature = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))?.signature;
      } catch {
        return false;
      }
      if (typeof signature !== 'string' || used.has(signature)) return false;
      if (!(await verifySolution(payload, hmacKey, true))) return false;
      // Checked again after the await: two copies of one payload racing must not both pass.
      if (used.has(signature)) return false;
      used.set(signature, true);
      return true;
    },
  };
}
