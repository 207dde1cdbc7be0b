import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser } from 'playwright-core';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video file Chromium plays as the camera (`--use-file-for-fake-video-capture`): the image (a voucher's QR code,
 * as the customer's phone shows it) centred on a white frame, as Y4M (raw YUV 4:2:0, which Chromium reads without a
 * decoder). A few identical frames are enough: Chromium loops the file.
 */
export async function writeFakeCamera(image: Buffer): Promise<string> {
  const side = HEIGHT - 80;
  const qr = await sharp(image, { density: 300 })
    .resize(side, side, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, gravity: 'centre' }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // greyscale().raw() may still answer 3 channels; keep one byte per pixel as the Y plane.
  const channels = luma.info.channels;
  const y = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < y.length; i++) y[i] = luma.data[i * channels]!;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-camera-')), 'voucher.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
      frame,
      frame,
      frame,
    ]),
  );
  return file;
}

/** Debian's Chromium with a fake camera playing `videoFile` and camera access granted without a prompt. */
export function launchBrowserWithCamera(videoFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
}
