import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { createS3PrivateStorage } from './storage-s3.ts';
import { startLocalS3, type LocalS3 } from './testing/local-s3.ts';

let s3: LocalS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keysInBucket = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 listing image bytes', 'latin1');

describe('S3 private storage', () => {
  const storage = () => createS3PrivateStorage(s3.client, s3.bucket);

  it("stores bytes under a new random key in the bucket's private folder, reads and removes them", async () => {
    const data = Buffer.from('%PDF-1.4 trade licence');
    const first = await storage().put('licences', 'pdf', data);
    const second = await storage().put('licences', 'pdf', data);
    expect(first).toMatch(/^licences\/[0-9a-f]{32}\.pdf$/);
    expect(second).not.toBe(first);
    expect(await keysInBucket()).toEqual(expect.arrayContaining([`private/${first}`, `private/${second}`]));
    expect((await storage().read(first))!.equals(data)).toBe(true);
    await storage().remove(first);
    expect(await storage().read(first)).toBeNull();
    await expect(storage().remove(first)).resolves.toBeUndefined();
  });

  it('reads nothing for a key it does not make, and refuses folders and extensions that could shape a key', async () => {
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'private/secret.txt', Body: 'secret' }));
    for (const key of [
      '../secret.txt',
      'secret.txt',
      'licences/../../secret.txt',
      'licences/abc.pdf',
      `licences/${'a'.repeat(32)}.pdf/../../secret.txt`,
      `../public/x/${'a'.repeat(32)}.webp`,
    ]) {
      expect(await storage().read(key), key).toBeNull();
      await storage().remove(key);
    }
    expect(await keysInBucket()).toContain('private/secret.txt');
    await expect(storage().put('../up', 'pdf', Buffer.from('x'))).rejects.toThrow();
    await expect(storage().put('licences', 'pdf/../x', Buffer.from('x'))).rejects.toThrow();
  });

  it("is the app's private storage with STORAGE=s3 (résumés, licences)", async () => {
    const key = await t.app.storage.private.put('resumes', 'pdf', Buffer.from('%PDF-1.4'));
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `private/${key}` }));
    expect(fs.existsSync(path.join(t.app.config.privateDir, key))).toBe(false);
  });
});

describe('/uploads with STORAGE=s3', () => {
  it('serves a public file from the bucket with its type and cache lifetime; another instance serves it too', async () => {
    const publicPath = await t.app.storage.files.put('listings/desert-camp-1280.webp', WEBP, 'image/webp');
    expect(publicPath).toBe('/uploads/listings/desert-camp-1280.webp');
    expect(await keysInBucket()).toContain('public/listings/desert-camp-1280.webp');
    // Nothing on this instance's disk: the other instance can only have it from the bucket.
    expect(fs.existsSync(path.join(t.app.config.uploadsDir, 'listings/desert-camp-1280.webp'))).toBe(false);

    const other = await t.buildInstance();
    for (const app of [t.app, other]) {
      const response = await app.inject({ method: 'GET', url: publicPath });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(response.rawPayload.equals(WEBP)).toBe(true);
    }

    const first = await t.app.inject({ method: 'GET', url: publicPath });
    const again = await other.inject({
      method: 'GET',
      url: publicPath,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing file, once removed, and for keys it does not make', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/listings/nothing-here.webp' })).statusCode).toBe(404);
    const publicPath = await t.app.storage.files.put('listings/short-lived.webp', WEBP, 'image/webp');
    expect((await t.app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(200);
    await t.app.storage.files.remove('listings/short-lived.webp');
    expect((await t.app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(404);

    // Objects outside the public folder stay unreachable, however the path is spelled.
    const licence = await t.app.storage.private.put('licences', 'jpg', Buffer.from('licence'));
    fs.writeFileSync(path.join(path.dirname(t.app.config.uploadsDir), 'outside.webp'), 'outside');
    for (const url of [
      `/uploads/${licence}`,
      `/uploads/../private/${licence}`,
      `/uploads/%2e%2e/private/${licence}`,
      '/uploads/..%2foutside.webp',
      '/uploads/%2e%2e%2foutside.webp',
      '/uploads/Listings/Upper.webp',
      '/uploads/',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    await expect(t.app.storage.files.put('../private/x.webp', WEBP, 'image/webp')).rejects.toThrow();
  });

  it("falls back to the local uploads folder for files the bucket lacks (the demo seed's images)", async () => {
    const file = path.join(t.app.config.uploadsDir, 'seed/activities/dhow-cruise-1.webp');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, WEBP);
    const response = await t.app.inject({ method: 'GET', url: '/uploads/seed/activities/dhow-cruise-1.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.rawPayload.equals(WEBP)).toBe(true);
  });
});

describe('storage settings', () => {
  it('needs a bucket for STORAGE=s3, keys in pairs, and uses path-style addressing with an endpoint', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'weekends', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    const aws = loadConfig({ STORAGE: 's3', S3_BUCKET: 'weekends' });
    expect({ region: aws.S3_REGION, pathStyle: aws.S3_FORCE_PATH_STYLE }).toEqual({
      region: 'us-east-1',
      pathStyle: false,
    });
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'weekends', S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_FORCE_PATH_STYLE,
    ).toBe(true);
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'weekends',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'false',
      }).S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });
});
