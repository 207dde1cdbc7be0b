import QRCode from 'qrcode';

/**
 * QR codes of voucher codes, which hosts scan at the door. The content is the bare code (no URL) so any scanner app
 * shows what the host would otherwise type. Level 'M' survives a scratched phone screen or a crumpled print-out
 * while keeping the modules large; margin 1 keeps a quiet zone without wasting space in the e-mail or page.
 */
const options = { errorCorrectionLevel: 'M', margin: 1 } as const;

/** The default PNG width in pixels: sharp on phones and in print at a few centimetres. */
export const VOUCHER_QR_PNG_SIZE = 240;

/** An inline SVG (scales to any size, for the web and HTML e-mail). */
export function voucherQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...options, type: 'svg' });
}

/** A PNG (for mail clients that show no SVG, and for PDFs). */
export function voucherQrPng(code: string, size = VOUCHER_QR_PNG_SIZE): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...options, type: 'png', width: size });
}
