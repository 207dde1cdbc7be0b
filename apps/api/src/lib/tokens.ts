import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a leaked database row cannot be replayed as a session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Uppercase letters and digits without the look-alikes 0/O and 1/I, so a code read from a phone or a voucher is typed
 * right.
 */
export const READABLE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
