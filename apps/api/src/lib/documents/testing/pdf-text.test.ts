import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentPrinter } from '../printer.ts';
import { pdfText, readPdf } from './pdf-text.ts';

const printer = createDocumentPrinter();
afterAll(() => printer.close());
const margin = { top: '40px', bottom: '40px', inline: '40px' };

describe('pdfText', () => {
  it("reads a Chromium PDF's text: words of a line together, a table's cells apart, pages in order", async () => {
    const pdf = await printer.print(
      `<html><body style="font-family: sans-serif">
        <p>Invoice date: 25 Nov 2026</p>
        <table style="inline-size: 100%"><tr><td>Dhow cruise dinner</td><td style="text-align: end">AED 500.00</td></tr></table>
        <p style="break-before: page">Second page</p>
      </body></html>`,
      { margin },
    );
    const contents = await readPdf(pdf);
    expect(contents.pages).toBe(2);
    expect(contents.text).toEqual([['Invoice date: 25 Nov 2026', 'Dhow cruise dinner', 'AED 500.00'], ['Second page']]);
    expect(await pdfText(pdf)).toEqual([
      'Invoice date: 25 Nov 2026',
      'Dhow cruise dinner',
      'AED 500.00',
      'Second page',
    ]);
  }, 60_000);
});
