import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  isPrivateKey,
  isPublicKey,
  newPrivateKey,
  type PrivateStorage,
  type PublicStorage,
  type Storage,
} from './storage.ts';

/**
 * Storage in one S3-compatible bucket (STORAGE=s3), so every API instance reads the files any of them wrote. Public
 * files live under 'public/' (served at /uploads by plugins/uploads.ts, never by the bucket itself), private ones
 * under 'private/' with the same keys and the same key checks as on the local disk.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, a local test server); unset is AWS itself. */
  endpoint?: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) supplies the credentials. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path ('host/bucket/key') rather than in the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

const PUBLIC_PREFIX = 'public/';
const PRIVATE_PREFIX = 'private/';
/** The same lifetime the local static handler gives /uploads files. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=604800';

/** An object as /uploads streams it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

export interface S3PublicStorage extends PublicStorage {
  /**
   * The public file behind a key: null when the bucket has none (or the key is not one this product makes),
   * 'not-modified' when its ETag equals `ifNoneMatch`.
   */
  open(key: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null>;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/** What the SDK throws for a missing object (GetObject's NoSuchKey, or a bare 404 from some S3-compatible servers). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function createS3PublicStorage(client: S3Client, bucket: string): S3PublicStorage {
  return {
    async put(key, data, contentType) {
      if (!isPublicKey(key)) throw new Error(`Invalid public storage key: ${key}`);
      // The cache lifetime travels with the object too, for a CDN that may one day read the bucket directly.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: PUBLIC_PREFIX + key,
          Body: data,
          ContentType: contentType,
          CacheControl: UPLOADS_CACHE_CONTROL,
        }),
      );
      return `/uploads/${key}`;
    },
    async remove(key) {
      if (isPublicKey(key)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: PUBLIC_PREFIX + key }));
    },
    async open(key, ifNoneMatch) {
      if (!isPublicKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: PUBLIC_PREFIX + key, IfNoneMatch: ifNoneMatch }),
        );
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304)
          return 'not-modified';
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

export function createS3PrivateStorage(client: S3Client, bucket: string): PrivateStorage {
  return {
    async put(folder, extension, data) {
      const key = newPrivateKey(folder, extension);
      // One PUT is atomic: a reader sees the whole object or none, so nothing is written aside first as on disk.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: PRIVATE_PREFIX + key,
          Body: data,
          ContentType: 'application/octet-stream',
        }),
      );
      return key;
    },
    async read(key) {
      if (!isPrivateKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: PRIVATE_PREFIX + key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      if (isPrivateKey(key)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: PRIVATE_PREFIX + key }));
    },
  };
}

/** Both storages on one bucket, with the client to close when the app stops. */
export function createS3Storage(settings: S3Settings): Storage & { files: S3PublicStorage; close(): void } {
  const client = createS3Client(settings);
  return {
    files: createS3PublicStorage(client, settings.bucket),
    private: createS3PrivateStorage(client, settings.bucket),
    close: () => client.destroy(),
  };
}
