import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimums (19 MiB, 2 passes); the parameters travel inside each hash. */
// algorithm 2 is Argon2id (the package's enum is a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
