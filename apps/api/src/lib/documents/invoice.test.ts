import { describe, expect, it } from 'vitest';
import { quote, TEST_MODE_MESSAGES } from '@weekends/shared';
import { invoiceAed, invoiceDate, printable, renderTaxInvoice, type TaxInvoice } from './invoice.ts';
import { pdfText } from './testing/pdf-text.ts';

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?![a-zA-Z])/g)?.length ?? 0;

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
    const pdf = await renderTaxInvoice(data, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    const text = pdfText(pdf);
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

  it('compresses by default, and the same text is inside', async () => {
    const data = invoice();
    const [compressed, plain] = await Promise.all([
      renderTaxInvoice(data),
      renderTaxInvoice(data, { compress: false }),
    ]);
    expect(compressed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(compressed.toString('latin1')).toContain('/FlateDecode');
    expect(compressed.length).toBeLessThan(plain.length);
    expect(pdfText(compressed)).toEqual(pdfText(plain));
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
      { compress: false },
    );
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
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
    const pdf = await renderTaxInvoice(data, { compress: false, testMode: true });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    // A line at the top of each page and the word across it.
    expect(text.filter((t) => t === TEST_MODE_MESSAGES.invoice)).toHaveLength(pages);
    expect(text.filter((t) => t === TEST_MODE_MESSAGES.mark)).toHaveLength(pages);
    // Stamping writes on the pages there are: it adds none.
    expect(pageCount(await renderTaxInvoice(data, { compress: false }))).toBe(pages);
    expect(pdfText(await renderTaxInvoice(data)).join('\n')).not.toContain('TEST');
    expect(pdfText(await renderTaxInvoice(data, { testMode: false })).join('\n')).not.toContain('TEST');
  });

  it('sets the document title and subject', async () => {
    const raw = (await renderTaxInvoice(invoice(), { compress: false })).toString('latin1');
    // pdfkit writes info strings as indirect objects; a literal or UTF-16 hex string, depending on the characters.
    const strings = [...raw.matchAll(/\n\d+ 0 obj\n(?:\((.*?)\)|<([0-9a-fA-F]+)>)\nendobj/g)].map(
      (m) =>
        m[1] ??
        Buffer.from(m[2]!, 'hex')
          .swap16()
          .toString('utf16le')
          .replace(/^\uFEFF/, ''),
    );
    expect(strings).toContain('Tax Invoice WK-000123');
    expect(strings).toContain('Tax Invoice WK-000123 from Weekends FZ-LLC');
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

  it('keeps what the standard fonts can draw and replaces the rest', () => {
    expect(printable('Café · 5 Dec – €10')).toBe('Café · 5 Dec – €10');
    expect(printable('Ştefan')).toBe('Stefan');
    expect(printable('أمل')).toBe('???');
  });
});
