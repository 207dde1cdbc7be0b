import { describe, expect, it } from 'vitest';
import { formatAed, TEST_MODE_MESSAGES, TEST_MODE_MESSAGES_AR } from '@weekends/shared';
import { renderMail } from './templates.ts';

const publicUrl = 'https://weekends.example';

const booking = {
  firstName: 'Amal',
  orderNumber: 'WK-000123',
  orderLink: '/checkout/success?order=WK-000123&token=abc',
  items: [
    {
      title: 'Dhow cruise <b>&',
      detail: 'Adult · Fri 4 Dec 2026',
      quantity: 2,
      voucherCode: 'K7QX2M9P',
      total: 50_000,
    },
    {
      title: 'Spa day',
      detail: 'Voucher valid until 31 Jan 2027',
      quantity: 1,
      voucherCode: 'ABCD1234',
      total: 72_050,
    },
  ],
  address: null,
  total: 122_050,
  vat: 5_811,
};

describe('booking-confirmation', () => {
  const mail = renderMail('booking-confirmation', booking, publicUrl);

  it('names the order in the subject and greets the customer', () => {
    expect(mail.subject).toBe('Your Weekends booking WK-000123');
    expect(mail.text).toContain('Hi Amal,');
    expect(mail.html).toContain('<title>Your Weekends booking WK-000123</title>');
  });

  it('shows each voucher code, each amount, the total and the VAT in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('K7QX2M9P');
      expect(part).toContain('ABCD1234');
      expect(part).toContain(formatAed(50_000));
      expect(part).toContain(formatAed(72_050));
      expect(part).toContain(formatAed(122_050));
      expect(part).toContain(formatAed(5_811));
      expect(part).toContain('VAT 5% included');
      expect(part).toContain('Quantity: 2');
      expect(part).toContain('Adult · Fri 4 Dec 2026');
      expect(part).toContain('attached to this e-mail as a PDF');
      expect(part).toContain('show the voucher code or its QR code to your host');
    }
    expect(mail.text).toContain('  Voucher code: K7QX2M9P');
    expect(mail.text).toContain(`Total: ${formatAed(122_050)}`);
    // The code is set large in a monospace face, apart from the title.
    expect(mail.html).toMatch(/letter-spacing:4px;">K7QX2M9P<\/span>/);
  });

  it('links the button to the absolute, signed success page', () => {
    expect(mail.html).toContain('>View your vouchers</a>');
    expect(mail.html).toContain('href="https://weekends.example/checkout/success?order=WK-000123&amp;token=abc"');
    expect(mail.text).toContain(
      'View your vouchers:\nhttps://weekends.example/checkout/success?order=WK-000123&token=abc',
    );
  });

  it('escapes titles in the HTML and keeps them as typed in the text', () => {
    expect(mail.html).toContain('Dhow cruise &lt;b&gt;&amp;');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.text).toContain('Dhow cruise <b>&');
    expect(mail.html).not.toMatch(/\{\w+\}/);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('shows the delivery address only when the order has one', () => {
    expect(mail.text).not.toContain('Delivery address');
    const delivered = renderMail(
      'booking-confirmation',
      { ...booking, address: 'Villa 3, Al Wasl Road, Dubai' },
      publicUrl,
    );
    expect(delivered.text).toContain('Delivery address: Villa 3, Al Wasl Road, Dubai');
    expect(delivered.html).toContain('Delivery address: Villa 3, Al Wasl Road, Dubai');
  });
});

describe('host-sale', () => {
  const mail = renderMail(
    'host-sale',
    {
      firstName: 'Khalid',
      orderNumber: 'WK-000123',
      items: [
        { title: 'Dhow cruise <b>&', detail: 'Adult · Fri 4 Dec 2026', quantity: 2, hostAmount: 42_500 },
        { title: 'Dhow cruise <b>&', detail: 'Child · Fri 4 Dec 2026', quantity: 1, hostAmount: 12_750 },
      ],
      dashboardLink: '/vendor/dashboard',
    },
    publicUrl,
  );

  it('tells the host what sold, when, how many and what they will be paid', () => {
    expect(mail.subject).toBe('New booking WK-000123 on Weekends');
    expect(mail.text).toContain('Hi Khalid,');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Adult · Fri 4 Dec 2026');
      expect(part).toContain('Child · Fri 4 Dec 2026');
      expect(part).toContain('Quantity: 2');
      expect(part).toContain(formatAed(42_500));
      expect(part).toContain(formatAed(12_750));
      expect(part).toContain(formatAed(55_250));
      expect(part).toContain('after the Online Marketplace Fee');
    }
    expect(mail.text).toContain(`You will be paid: ${formatAed(55_250)}`);
  });

  it('links to the dashboard and escapes titles', () => {
    expect(mail.html).toContain('href="https://weekends.example/vendor/dashboard"');
    expect(mail.text).toContain('https://weekends.example/vendor/dashboard');
    expect(mail.html).toContain('Dhow cruise &lt;b&gt;&amp;');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).not.toMatch(/\{\w+\}/);
  });
});

describe('payment-refunded', () => {
  it("'late': the hold lapsed, the places went to someone else, the full amount is back in 5–10 working days", () => {
    const mail = renderMail(
      'payment-refunded',
      { firstName: 'Amal', orderNumber: 'WK-000124', amount: 122_050, reason: 'late' },
      publicUrl,
    );
    expect(mail.subject).toBe('Your refund for order WK-000124');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('WK-000124');
      expect(part).toContain(`full amount of ${formatAed(122_050)}`);
      expect(part).toContain('15 minutes');
      expect(part).toContain('booked by someone else');
      expect(part).toContain('5–10 working days');
    }
    expect(mail.html).not.toMatch(/\{\w+\}/);
  });

  it("'cancelled': a refund for a cancellation", () => {
    const mail = renderMail(
      'payment-refunded',
      { orderNumber: 'WK-000125', amount: 25_000, reason: 'cancelled' },
      publicUrl,
    );
    expect(mail.subject).toBe('Your refund for order WK-000125');
    expect(mail.text).toContain('Hi there,');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('WK-000125 has been cancelled');
      expect(part).toContain(formatAed(25_000));
      expect(part).toContain('5–10 working days');
      expect(part).not.toContain('someone else');
    }
  });
});

describe('in test mode (the sandbox gateway)', () => {
  const line = TEST_MODE_MESSAGES.mailLine;

  it('starts every mail, HTML and text, with the test-mode line', () => {
    const mails = [
      renderMail('booking-confirmation', booking, publicUrl, { testMode: true }),
      renderMail('welcome', { firstName: 'Omar' }, publicUrl, { testMode: true }),
      renderMail('password-reset', { code: 'K7QX' }, publicUrl, { testMode: true }),
    ];
    for (const mail of mails) {
      expect(mail.text.split('\n')[0]).toBe(line);
      // The first thing shown in the body, above the brand's band; the preheader before it is hidden.
      const body = mail.html.slice(mail.html.indexOf('<table'));
      expect(body.indexOf(line)).toBeGreaterThan(0);
      expect(body.indexOf(line)).toBeLessThan(body.indexOf('>Weekends</td>'));
    }
  });

  it('says it in Arabic in an Arabic mail, and nothing of it in English', () => {
    const mail = renderMail('booking-confirmation', booking, publicUrl, { testMode: true, language: 'ar' });
    expect(mail.text.split('\n')[0]).toBe(TEST_MODE_MESSAGES_AR.mailLine);
    expect(mail.html).toContain(TEST_MODE_MESSAGES_AR.mailLine);
    expect(mail.text).toContain(`(${TEST_MODE_MESSAGES_AR.mark})`);
    expect(mail.html).toContain(`>${TEST_MODE_MESSAGES_AR.mark}</span>`);
    expect(mail.html).not.toContain('>TEST</span>');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(line);
      expect(part).not.toContain(`(${TEST_MODE_MESSAGES.mark})`);
    }
  });

  it('marks each voucher code TEST in both parts, and not the password code', () => {
    const mail = renderMail('booking-confirmation', booking, publicUrl, { testMode: true });
    expect(mail.text).toContain(`  Voucher code: K7QX2M9P (${TEST_MODE_MESSAGES.mark})`);
    expect(mail.text).toContain(`  Voucher code: ABCD1234 (${TEST_MODE_MESSAGES.mark})`);
    expect(mail.html.match(/>TEST<\/span>/g)).toHaveLength(2);
    expect(renderMail('password-reset', { code: 'K7QX' }, publicUrl, { testMode: true }).html).not.toContain(
      '>TEST</span>',
    );
  });

  it('says nothing of a test with a real gateway', () => {
    for (const mail of [
      renderMail('booking-confirmation', booking, publicUrl),
      renderMail('booking-confirmation', booking, publicUrl, { testMode: false }),
    ]) {
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain('Test mode');
        expect(part).not.toContain('TEST');
      }
    }
  });
});
