import { describe, expect, it } from 'vitest';
import { voucherQrPng, voucherQrSvg } from './qr.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('voucher QR codes', () => {
  it('renders an SVG with a path', async () => {
    const svg = await voucherQrSvg('K7QX2M9P');
    expect(svg.trimStart().startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/<path[^>]+d="M/);
  });

  it('renders a PNG of the asked width', async () => {
    const png = await voucherQrPng('K7QX2M9P', 200);
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    // IHDR follows the signature: width is the big-endian uint32 at byte 16.
    expect(png.readUInt32BE(16)).toBe(200);
  });

  it('different codes give different pictures', async () => {
    expect(await voucherQrSvg('AAAAAAAA')).not.toBe(await voucherQrSvg('BBBBBBBB'));
  });
});
