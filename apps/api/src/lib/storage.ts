import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Files only the provider's staff may read (résumés): never under the public /uploads folder, never served by
 * the static file handler. An interface so object storage (STORAGE=s3, shared by every API instance) can replace
 * the local disk without touching the modules that use it.
 */
export interface PrivateStorage {
  /** Stores the bytes under a new random key (`{folder}/{32 hex}.{extension}`) and answers the key. */
  put(folder: string, extension: string, data: Uint8Array): Promise<string>;
  /** The bytes behind a key, or null when there are none (or the key is not one this storage makes). */
  read(key: string): Promise<Buffer | null>;
  /** Forgets a key; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
/** Exactly the keys `put` makes, so a key read from anywhere can never walk out of the root. */
const KEY = /^[a-z0-9-]{1,40}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** Whether a key is one a private storage makes (`{folder}/{32 hex}.{extension}`); every other key is refused. */
export function isPrivateKey(key: string): boolean {
  return KEY.test(key);
}

/** A new random private key; throws on a folder or extension that could shape a path. */
export function newPrivateKey(folder: string, extension: string): string {
  if (!FOLDER.test(folder) || !EXTENSION.test(extension))
    throw new Error(`Invalid storage folder or extension: ${folder} ${extension}`);
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Private storage on the local disk under `root` (DATA_DIR/private): owner-only folders and files. */
export function createLocalPrivateStorage(root: string): PrivateStorage {
  const resolve = (key: string) => (isPrivateKey(key) ? path.join(root, key) : null);
  return {
    async put(folder, extension, data) {
      const key = newPrivateKey(folder, extension);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a crash never leaves half a file under a key that a row points to.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, data, { mode: 0o600, flag: 'wx' });
      await fs.rename(partial, file);
      return key;
    },
    async read(key) {
      const file = resolve(key);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const file = resolve(key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}

/**
 * Public files (listing images): served to anyone at /uploads/{key}. Local disk under DATA_DIR/uploads by
 * default; with STORAGE=s3 an S3-compatible bucket that every API instance shares.
 */
export interface PublicStorage {
  /** Stores the bytes under `key` ('{folder}/{name}.{extension}') and answers the public path '/uploads/{key}'. */
  put(key: string, data: Uint8Array, contentType: string): Promise<string>;
  /** Forgets a key; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** Exactly the public keys this product makes: a folder (or two) and a file name, never a way out of the root. */
const PUBLIC_KEY = /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?\/[a-z0-9-]{1,80}\.[a-z0-9]{1,8}$/;

export function isPublicKey(key: string): boolean {
  return PUBLIC_KEY.test(key);
}

/** Public storage on the local disk under `root` (DATA_DIR/uploads), which the server serves at /uploads. */
export function createLocalPublicStorage(root: string): PublicStorage {
  return {
    async put(key, data) {
      if (!isPublicKey(key)) throw new Error(`Invalid public storage key: ${key}`);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
      return `/uploads/${key}`;
    },
    async remove(key) {
      if (isPublicKey(key)) await fs.rm(path.join(root, key), { force: true });
    },
  };
}

/** Both kinds of storage, as the app carries them. */
export interface Storage {
  files: PublicStorage;
  private: PrivateStorage;
}
