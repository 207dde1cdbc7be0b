import { describe, expect, it } from 'vitest';
import { formatAed } from '@weekends/shared';
import { renderMail } from './templates.ts';

const publicUrl = 'https://weekends.example';
const noPlaceholders = (mail: { text: string; html: string }) => {
  expect(mail.text).not.toMatch(/\{\w+\}/);
  expect(mail.html).not.toMatch(/\{\w+\}/);
};

describe('booking-cancelled', () => {
  const data = {
    firstName: 'Amal',
    orderNumber: 'WK-000123',
    items: [{ title: 'Dhow cruise <b>&', detail: 'Adult · Fri 4 Dec 2026', voucherCode: 'K7QX2M9P', total: 30_000 }],
    refund: 30_000,
    refundStatus: 'refund_pending' as const,
  };

  it('names the vouchers, their codes and the refund on its way', () => {
    const mail = renderMail('booking-cancelled', data, publicUrl);
    expect(mail.subject).toBe('Your booking WK-000123 is cancelled');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('K7QX2M9P');
      expect(part).toContain(formatAed(30_000));
      expect(part).toContain('We are refunding');
    }
    expect(mail.html).toContain('Dhow cruise &lt;b&gt;&amp;');
    noPlaceholders(mail);
  });

  it('says nothing is refunded for a booking that was not charged, and has a subject without an order', () => {
    const mail = renderMail(
      'booking-cancelled',
      { ...data, orderNumber: null, refundStatus: 'not_charged' },
      publicUrl,
    );
    expect(mail.subject).toBe('Your booking is cancelled');
    expect(mail.text).toContain('Nothing was charged');
    expect(mail.text).not.toContain('We are refunding');
    noPlaceholders(mail);
  });
});

describe('host-booking-cancelled', () => {
  it('tells the host which codes are void and that the places are free', () => {
    const mail = renderMail(
      'host-booking-cancelled',
      {
        firstName: 'Khalid',
        orderNumber: 'WK-000123',
        items: [{ title: 'Dhow cruise', detail: 'Adult · Fri 4 Dec 2026', quantity: 2, voucherCode: 'K7QX2M9P' }],
        dashboardLink: '/vendor/dashboard',
      },
      publicUrl,
    );
    expect(mail.subject).toBe('Booking WK-000123 of your experience was cancelled');
    expect(mail.text).toContain('Hi Khalid,');
    expect(mail.text).toContain('K7QX2M9P');
    expect(mail.text).toContain('Quantity: 2');
    expect(mail.text).toContain('free again');
    expect(mail.html).toContain('href="https://weekends.example/vendor/dashboard"');
    noPlaceholders(mail);
  });
});

describe('booking-moved', () => {
  const data = {
    firstName: 'Amal',
    title: 'Dhow cruise',
    detail: 'Adult · Sat 12 Dec 2026',
    quantity: 1,
    voucherCode: 'K7QX2M9P',
    from: 'Fri 4 Dec 2026',
    to: 'Sat 12 Dec 2026',
    link: '/customer/dashboard/bookings/7',
  };

  it('gives the customer both days, the unchanged code and a link to the voucher', () => {
    const mail = renderMail('booking-moved', { ...data, audience: 'customer' }, publicUrl);
    expect(mail.subject).toBe('Dhow cruise moved to Sat 12 Dec 2026');
    expect(mail.text).toContain('from Fri 4 Dec 2026 to Sat 12 Dec 2026');
    expect(mail.text).toContain('The voucher code stays the same.');
    expect(mail.html).toContain('href="https://weekends.example/customer/dashboard/bookings/7"');
    noPlaceholders(mail);
  });

  it('speaks to the host of the customer', () => {
    const mail = renderMail('booking-moved', { ...data, audience: 'host', link: '/vendor/dashboard' }, publicUrl);
    expect(mail.text).toContain('A customer has moved their booking of Dhow cruise');
    noPlaceholders(mail);
  });
});

describe('voucher-gift', () => {
  const data = {
    toName: 'Layla',
    fromName: 'Amira Haddad',
    message: 'Happy birthday <3',
    title: 'Spa day',
    detail: 'Voucher · valid until Sat 30 Jan 2027',
    voucherCode: 'ABCD2345',
    link: '/login?returnTo=%2Fcustomer%2Fdashboard%2Fbookings',
  };

  it('greets the receiver, names the giver, the message, the experience, the code, its validity and the sign-up link', () => {
    const mail = renderMail('voucher-gift', data, publicUrl);
    expect(mail.subject).toBe('Amira Haddad has given you Spa day');
    expect(mail.text).toContain('Hi Layla,');
    for (const words of [
      'Amira Haddad wrote:',
      'Happy birthday <3',
      'ABCD2345',
      'valid until Sat 30 Jan 2027',
      'Sign up or log in',
    ])
      expect(mail.text).toContain(words);
    expect(mail.html).toContain('Happy birthday &lt;3');
    expect(mail.html).toContain('href="https://weekends.example/login?returnTo=%2Fcustomer%2Fdashboard%2Fbookings"');
    noPlaceholders(mail);
  });

  it('leaves the message out when there is none', () => {
    expect(renderMail('voucher-gift', { ...data, message: '' }, publicUrl).text).not.toContain('wrote:');
  });
});
