import { afterAll, describe, expect, it } from 'vitest';
import { quote, TEST_MODE_MESSAGES } from '@weekends/shared';
import { invoiceAed, invoiceDate, renderTaxInvoice as render, type RenderOptions, type TaxInvoice } from './invoice.ts';
import { createDocumentPrinter } from './printer.ts';
import { pdfText, readPdf } from './testing/pdf-text.ts';

// One browser for the file's documents.
const printer = createDocumentPrinter();
afterAll(() => printer.close());
const renderTaxInvoice = (invoice: TaxInvoice, options?: RenderOptions) => render(printer, invoice, options);
const pageCount = async (pdf: Buffer) => (await readPdf(pdf)).pages;

const adult = { priceOptionId: 1, price: 25_000, discountedPrice: null, quantity: 2 };

function invoice(overrides: Partial<TaxInvoice> = {}): TaxInvoice {
  return {
    number: 'WK-000123',
    // 21:30 UTC on the 24th is already the 25th in Dubai (UTC+4).
    issuedAt: new Date('2026-11-24T21:30:00Z'),
    seller: {
      name: 'Weekends FZ-LLC',
      trn: '100234567800003',
      address: 'Office 12, Dubai Internet City, Dubai, United Arab Emirates',
      email: 'support@weekends.ae',
    },
    customer: { name: 'Amal Hassan', email: 'amal@example.test', phoneNumber: '+971501234567', address: null },
    lines: [
      {
        description: 'Dhow cruise dinner',
        detail: 'Adult · Fri 4 Dec 2026',
        quantity: 2,
        unitPrice: 25_000,
        total: 50_000,
      },
      {
        description: 'Spa day for two',
        detail: 'Voucher valid until 31 Jan 2027',
        quantity: 1,
        unitPrice: 72_050,
        total: 72_050,
      },
    ],
    quote: quote([{ lines: [adult] }, { lines: [{ ...adult, price: 72_050, quantity: 1 }] }], 10),
    couponCode: 'WEEKEND10',
    ...overrides,
  };
}

describe('tax invoice PDF', () => {
  it('is a one-page A4 PDF with the invoice number, TRN, lines and VAT as text', async () => {
    const data = invoice();
    const pdf = await renderTaxInvoice(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);
    // A4 in points, as Chromium rounds it.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);

    const text = await pdfText(pdf);
    const all = text.join('\n');
    expect(text).toContain('Tax Invoice');
    expect(all).toContain('WK-000123');
    expect(all).toContain('TRN: 100234567800003');
    expect(text).toContain('Invoice date: 25 Nov 2026');
    expect(all).toContain('Amal Hassan');
    expect(all).toContain('+971501234567');
    for (const line of data.lines) {
      expect(text).toContain(line.description);
      expect(text).toContain(line.detail);
    }
    expect(text).toContain('AED 720.50');

    // 1,220.50 less 10% (122.05) = 1,098.45, of which VAT floor(1,098.45 x 5 / 105) = 52.30.
    expect(data.quote).toMatchObject({ cartTotal: 122_050, couponDiscount: 12_205, total: 109_845, vat: 5_230 });
    expect(text).toContain('Cart total');
    expect(text).toContain('AED 1,220.50');
    expect(text).toContain('Promo code WEEKEND10 (10%)');
    expect(text).toContain('-AED 122.05');
    expect(text).toContain('Total (AED, VAT included)');
    expect(text).toContain('AED 1,098.45');
    expect(text).toContain('VAT 5% included');
    expect(text).toContain('AED 52.30');
    expect(text).toContain('Amount excluding VAT');
    expect(text).toContain('AED 1,046.15');
    expect(all).toContain('Page 1 of 1');
  });

  it('40 lines break onto more pages, repeating the table header and numbering the pages', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Experience number ${index + 1}`,
      detail: 'Adult · Sat 5 Dec 2026',
      quantity: 1,
      unitPrice: 10_000,
      total: 10_000,
    }));
    const pdf = await renderTaxInvoice(
      invoice({
        lines,
        couponCode: null,
        quote: quote(lines.map(() => ({ lines: [{ ...adult, price: 10_000, quantity: 1 }] }))),
      }),
    );
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    for (const line of lines) expect(text).toContain(line.description);
    expect(text.filter((t) => t === 'DESCRIPTION')).toHaveLength(pages);
    expect(text).toContain(`Weekends FZ-LLC · TRN 100234567800003 · Tax Invoice WK-000123 · Page ${pages} of ${pages}`);
    // Without a promo code there is no promo row; the totals still end the last page.
    expect(text.some((t) => t.startsWith('Promo code'))).toBe(false);
    expect(text.indexOf('Total (AED, VAT included)')).toBeGreaterThan(text.indexOf('Experience number 40'));
  });

  it('in test mode says on every page that it is no tax invoice, and not otherwise', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Experience number ${index + 1}`,
      detail: 'Adult · Sat 5 Dec 2026',
      quantity: 1,
      unitPrice: 10_000,
      total: 10_000,
    }));
    const data = invoice({
      lines,
      couponCode: null,
      quote: quote(lines.map(() => ({ lines: [{ ...adult, price: 10_000, quantity: 1 }] }))),
    });
    const pdf = await renderTaxInvoice(data, { testMode: true });
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    // A line at the top of each page and the word across it.
    expect(text.filter((t) => t === TEST_MODE_MESSAGES.invoice)).toHaveLength(pages);
    expect(text.filter((t) => t === TEST_MODE_MESSAGES.mark)).toHaveLength(pages);
    // Stamping writes on the pages there are: it adds none.
    const plain = await renderTaxInvoice(data);
    expect(await pageCount(plain)).toBe(pages);
    expect((await pdfText(plain)).join('\n')).not.toContain('TEST');
    expect((await pdfText(await renderTaxInvoice(data, { testMode: false }))).join('\n')).not.toContain('TEST');
  });

  it('sets the document title', async () => {
    expect((await readPdf(await renderTaxInvoice(invoice()))).title).toBe('Tax Invoice WK-000123');
  });

  it("prints an Arabic name as Arabic text, shaped and right to left, not '?'", async () => {
    const pdf = await renderTaxInvoice(
      invoice({ customer: { name: 'ليلى حداد', email: 'layla@example.test', phoneNumber: null, address: null } }),
    );
    // Printed with the embedded fonts only (the footer and the page too), whatever the server has installed.
    const fonts = new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]));
    expect([...fonts].some((font) => font!.startsWith('IBMPlexSansArabic-'))).toBe(true);
    expect([...fonts].filter((font) => !/^(NotoSans|IBMPlexSansArabic)-/.test(font!))).toEqual([]);
    const text = await pdfText(pdf);
    expect(text).toContain('ليلى حداد');
    expect(text.join('\n')).not.toContain('?');
    // Accented Latin keeps its accents.
    const latin = await pdfText(
      await renderTaxInvoice(invoice({ customer: { ...invoice().customer, name: 'Ştefan Zoë' } })),
    );
    expect(latin).toContain('Ştefan Zoë');
  });

  it('escapes what it prints: a name that looks like markup prints as written', async () => {
    const text = await pdfText(
      await renderTaxInvoice(invoice({ customer: { ...invoice().customer, name: '<b>Amal</b> & "Co"' } })),
    );
    expect(text).toContain('<b>Amal</b> & "Co"');
  });
});

describe('invoice formatting', () => {
  it('always shows two decimals and groups thousands', () => {
    expect(invoiceAed(0)).toBe('AED 0.00');
    expect(invoiceAed(5)).toBe('AED 0.05');
    expect(invoiceAed(125_000)).toBe('AED 1,250.00');
    expect(invoiceAed(123_456_789)).toBe('AED 1,234,567.89');
    expect(invoiceAed(-12_205)).toBe('-AED 122.05');
  });

  it('dates on the Dubai calendar', () => {
    expect(invoiceDate(new Date('2026-11-24T19:59:59Z'))).toBe('24 Nov 2026');
    expect(invoiceDate(new Date('2026-11-24T20:00:00Z'))).toBe('25 Nov 2026');
    expect(invoiceDate(new Date('2026-09-01T08:00:00Z'))).toBe('1 Sep 2026');
  });
});
