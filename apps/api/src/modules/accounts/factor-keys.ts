import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys derived from the server's SESSION_SECRET with HKDF, one per use, so a copy of the database alone can neither
 * mint authenticator codes nor test recovery codes offline.
 */
function derivedKey(serverSecret: string, use: 'authenticator-secret' | 'recovery-codes'): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'weekends-second-factors', use, 32));
}

/** AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export function encryptFactorSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(serverSecret, 'authenticator-secret'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptFactorSecret(serverSecret: string, stored: string): string {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !sealed || !tag) throw new Error('unknown authenticator secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derivedKey(serverSecret, 'authenticator-secret'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** A recovery code as stored: HMAC-SHA256 of its normalised form (upper case, no dash). */
export function recoveryCodeHash(serverSecret: string, normalised: string): string {
  return createHmac('sha256', derivedKey(serverSecret, 'recovery-codes')).update(normalised).digest('hex');
}
