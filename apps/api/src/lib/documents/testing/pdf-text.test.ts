import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

describe('pdfText', () => {
  it('reads a compressed stream whose last byte is a carriage return (its /Length, not the line end, ends it)', () => {
    // Find a text whose compressed bytes end in \r, as one stream in 256 does.
    let compressed = Buffer.alloc(0);
    for (let i = 0; compressed.at(-1) !== 0x0d; i += 1) compressed = deflateSync(`[<48656c6c6f>] TJ % ${i}`);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.3\n1 0 obj\n<<\n/Length ${compressed.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'),
      compressed,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfText(pdf)).toEqual(['Hello']);
  });
});
