import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentPrinter, DocumentPrintError } from './printer.ts';

const margin = { top: '40px', bottom: '40px', inline: '40px' };
const page = '<html><body><p>Hello</p></body></html>';

describe('document printer', () => {
  it('says what to install when Chromium is missing', async () => {
    const printer = createDocumentPrinter({ executablePath: '/nonexistent/chromium' });
    const printing = printer.print(page, { margin });
    await expect(printing).rejects.toBeInstanceOf(DocumentPrintError);
    await expect(printing).rejects.toThrow(
      'Documents are printed with Chromium, which is not at /nonexistent/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH to its executable',
    );
    await printer.close();
  });

  const slow = createDocumentPrinter({ timeoutMs: 1 });
  afterAll(() => slow.close());

  it('gives up with an error rather than hold a request when printing takes too long', async () => {
    await expect(slow.print(page, { margin })).rejects.toThrow('Chromium did not print the document within 1 ms');
  });
});
