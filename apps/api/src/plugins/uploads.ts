import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPublicKey } from '../lib/storage.ts';
import { UPLOADS_CACHE_CONTROL, type S3PublicStorage, type StoredFile } from '../lib/storage-s3.ts';

/** Types of the files this product stores publicly (images, and a document now and then); anything else is bytes. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/**
 * A file of the local uploads folder, for a bucket that lacks it: the demo seed draws its images to the local disk
 * (db/seed/images) whatever the storage, and files uploaded before the switch to S3 stay readable. The key check
 * keeps the lookup inside the folder.
 */
async function openLocal(root: string, key: string): Promise<StoredFile | null> {
  const file = path.join(root, key);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return {
    body: fs.createReadStream(file),
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    contentLength: stat.size,
    etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
    lastModified: stat.mtime,
  };
}

function send(reply: FastifyReply, file: StoredFile) {
  reply.header('content-type', file.contentType).header('cache-control', UPLOADS_CACHE_CONTROL);
  if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
  if (file.etag) reply.header('etag', file.etag);
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  return reply.send(file.body);
}

/**
 * /uploads/{key}: public files. On the local disk, the static file handler serves the uploads folder. With a bucket
 * (STORAGE=s3) each request streams the object from it, so a file uploaded through any instance is served by all.
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  options: { uploadsDir: string; bucket: S3PublicStorage | null },
) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  const bucket = options.bucket;
  if (!bucket) {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isPublicKey(key)) return reply.callNotFound();
    const ifNoneMatch = request.headers['if-none-match'];
    const stored = await bucket.open(key, ifNoneMatch);
    if (stored === 'not-modified') return reply.status(304).header('cache-control', UPLOADS_CACHE_CONTROL).send();
    const file = stored ?? (await openLocal(options.uploadsDir, key));
    if (!file) return reply.callNotFound();
    if (!stored && ifNoneMatch && ifNoneMatch === file.etag) {
      file.body.destroy();
      return reply.status(304).header('cache-control', UPLOADS_CACHE_CONTROL).send();
    }
    return send(reply, file);
  });
}
