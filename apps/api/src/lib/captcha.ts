import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { memoryClaims, type ClaimStore } from './redis.ts';

/** How long a challenge may be solved and submitted. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** Used payloads remembered at most in memory (each for the challenge's lifetime). */
const USED_CAPACITY = 100_000;

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True once for a solved, signed, unexpired payload; false for anything else, including a replay. */
  verify(payload: string): Promise<boolean>;
}

export interface CaptchaOptions {
  /** The proof of work's search space (config CAPTCHA_MAX_NUMBER): the browser hashes half of it on average. */
  maxNumber: number;
  /**
   * Where spent signatures are claimed: this process's memory by default, Redis when several instances must refuse
   * a payload that any one of them accepted.
   */
  used?: ClaimStore;
}

/**
 * ALTCHA proof of work: self-hosted, so no third party sees our visitors. The HMAC key is derived from SESSION_SECRET
 * so there is no extra secret to configure, yet a captcha signature can never double as another token.
 */
export function createCaptcha(sessionSecret: string, options: CaptchaOptions): Captcha {
  const hmacKey = createHmac('sha256', sessionSecret).update('weekends:altcha-captcha').digest('hex');
  const used = options.used ?? memoryClaims(USED_CAPACITY);

  return {
    challenge() {
      return createChallenge({ hmacKey, maxnumber: options.maxNumber, expires: new Date(Date.now() + CAPTCHA_TTL_MS) });
    },

    async verify(payload) {
      let signature: unknown;
      try {
        signature = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))?.signature;
      } catch {
        return false;
      }
      if (typeof signature !== 'string' || !(await verifySolution(payload, hmacKey, true))) return false;
      // Claimed only once solved (a wrong guess must not spend someone's challenge), in one atomic step: two
      // copies of one payload racing, on one instance or two, cannot both pass. The challenge expires within
      // CAPTCHA_TTL_MS, so remembering it that long is enough.
      return used.claim(signature, CAPTCHA_TTL_MS);
    },
  };
}
