import { afterAll, describe, expect, it } from 'vitest';
import { quote, TEST_MODE_MESSAGES } from '@weekends/shared';
import {
  invoiceMessages,
  invoiceMessagesAr,
  renderTaxInvoice as render,
  taxInvoiceDocument,
  type RenderOptions,
  type TaxInvoice,
} from './invoice.ts';
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

describe('the tax invoice of an order placed in Arabic', () => {
  const arabicCustomer = {
    name: 'ليلى حداد',
    email: 'layla@example.test',
    phoneNumber: '+971501234567',
    address: null,
  };
  const arabic = () => invoice({ customer: arabicCustomer });
  /** The fonts a PDF prints with, as their subset names carry them ('IBMPlexSansArabic-Regular'). */
  const fontsOf = (pdf: Buffer) =>
    new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!));

  it('is an Arabic page, right to left, with every Arabic label and the customer as typed', () => {
    const { html, layout } = taxInvoiceDocument(arabic(), { language: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    for (const key of [
      'title',
      'seller',
      'billTo',
      'columnDescription',
      'columnQuantity',
      'columnUnitPrice',
      'columnAmount',
      'cartTotal',
      'discount',
      'subTotal',
      'total',
      'excludingVat',
    ] as const) {
      expect(html, key).toContain(invoiceMessagesAr[key]);
      // The title's English twin stays, under the Arabic title: no other English label.
      if (key !== 'title') expect(html, key).not.toContain(`>${invoiceMessages[key]}<`);
    }
    expect(html).toContain('<h1 class="title">فاتورة ضريبية</h1>');
    expect(html).toContain('رقم التسجيل الضريبي: 100234567800003');
    expect(html).toContain('تاريخ الفاتورة: 25 نوفمبر 2026');
    expect(html).toContain('\u20661,098.45\u2069 د.إ');
    expect(html).toContain('ليلى حداد');
    // The law's words in English too, marked as English so they read left to right.
    expect(html).toContain('<p class="title-other" lang="en">Tax Invoice</p>');
    expect(html).toContain('<span dir="ltr">+971501234567</span>');
    // The margins are Arabic and carry the Arabic face: Chromium draws them without the page's fonts.
    expect(layout.footer).toContain('dir="rtl"');
    expect(layout.footer).toContain('صفحة <span class="pageNumber"></span> من <span class="totalPages"></span>');
    expect(layout.footer).toContain("font-family: 'IBM Plex Sans Arabic';");
  });

  it('prints in Arabic: labels, a Gregorian date with Western digits, dirhams, an Arabic footer, shaped', async () => {
    const data = arabic();
    const pdf = await renderTaxInvoice(data, { language: 'ar' });
    expect(await pageCount(pdf)).toBe(1);
    // Only the embedded fonts, the margins included: no server font stands in for an Arabic letter.
    const fonts = fontsOf(pdf);
    expect([...fonts].some((font) => font.startsWith('IBMPlexSansArabic-'))).toBe(true);
    expect([...fonts].filter((font) => !/^(NotoSans|IBMPlexSansArabic)-/.test(font))).toEqual([]);

    // Chromium writes a cluster of two Arabic letters drawn as one glyph (Plex joins 'ضر', 'لى', 'في') in reading
    // order, and pdf.js turns every right-to-left piece around: such a word reads back with its pair swapped
    // ('إىل'), and a line mixing scripts comes back in drawing order. So the words checked here are the ones without
    // such a pair; the page's HTML above holds every label whole.
    const text = await pdfText(pdf);
    const all = text.join('\n');
    expect(text).toContain('Tax Invoice');
    expect(all).toContain('ليلى حداد');
    expect(all).toContain('+971501234567');
    for (const label of ['البائع', 'الوصف', 'الكمية', 'سعر الوحدة', 'المبلغ', 'الخصم', 'المجموع الفرعي'])
      expect(text).toContain(label);
    for (const words of ['فاتورة', 'رقم الفاتورة', 'تاريخ الفاتورة', 'رمز الخصم', 'نشكرك على الحجز مع'])
      expect(all).toContain(words);
    // The same figures as the English invoice, each with the dirham sign and no 'AED'.
    for (const figure of ['1,220.50', '-122.05', '1,098.45', '52.30', '1,046.15']) {
      const piece = text.find((p) => p.includes(figure));
      expect(piece, figure).toMatch(/^(\S+ )?[-\d,.]+( \S+)?$/);
      expect(piece, figure).toContain('د');
      expect(piece, figure).toContain('إ');
    }
    expect(all).not.toContain('AED');
    // The footer: its Arabic printed with the Arabic face, the page numbers filled in.
    expect(text.some((p) => p.includes('صفحة') && p.includes('1 من 1'))).toBe(true);
    expect(all).not.toContain('Page');
    expect(all).not.toContain('?');
    expect((await readPdf(pdf)).title).toBe('فاتورة ضريبية WK-000123');
  });

  it('in test mode says so in Arabic on every page', async () => {
    const { html, layout } = taxInvoiceDocument(arabic(), { language: 'ar', testMode: true });
    expect(html).toContain('<div class="test-mark" aria-hidden="true">تجريبي</div>');
    expect(layout.header).toContain('>تجريبي - ليست فاتورة ضريبية صالحة</div>');
    // Printed: the top line on the page ('ضر' reads back swapped, as above), and no English left.
    const all = (await pdfText(await renderTaxInvoice(arabic(), { language: 'ar', testMode: true }))).join('\n');
    expect(all).toContain('ليست فاتورة');
    expect(all).toContain('صالحة');
    expect(all).not.toContain('TEST');
  });

  it('leaves the English invoice English, left to right, titled in Arabic too', () => {
    const { html, layout } = taxInvoiceDocument(invoice());
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('>Tax Invoice</h1>');
    expect(html).toContain('<p class="title-other" lang="ar">فاتورة ضريبية</p>');
    // No other Arabic: the title's twin is the only Arabic on the page.
    expect(html.replace(/<p class="title-other"[^]*?<\/p>/, '')).not.toMatch(/[\u0600-\u06ff]/);
    expect(layout.footer).toContain('dir="ltr"');
    // An all-Latin footer is spared the Arabic face.
    expect(layout.footer).not.toContain("font-family: 'IBM Plex Sans Arabic';");
  });
});
