import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless, expiring proofs for links we mail (e-mail confirmation): `{expiry}.{mac}`, where the HMAC-SHA256
 * covers a purpose, the subject it was issued for (for example customer id and e-mail) and the expiry. Nothing is
 * stored, so a link stops working when its expiry passes or when the subject changes (a new e-mail address).
 */
export type SignedTokenCheck = 'valid' | 'expired' | 'invalid';

function mac(secret: string, purpose: string, subject: string, expiresAt: number): string {
  // Newlines separate the parts so no two (purpose, subject, expiry) triples share one message.
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expiresAt}`).digest('base64url');
}

export function signToken(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${seconds.toString(36)}.${mac(secret, purpose, subject, seconds)}`;
}

/** 'expired' only for a genuine token, so a forged one never learns more than 'invalid'. */
export function checkToken(
  secret: string,
  purpose: string,
  subject: string,
  token: string,
  now = new Date(),
): SignedTokenCheck {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const seconds = parseInt(match[1]!, 36);
  // The text, not the decoded bytes, is compared: the last of 43 characters carries 2 spare bits, so decoding would
  // accept several spellings of one MAC. Both sides are 43 ASCII characters; compared in constant time.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(secret, purpose, subject, seconds));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return seconds * 1000 <= now.getTime() ? 'expired' : 'valid';
}
