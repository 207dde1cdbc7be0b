import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.ts';

const publicUrl = 'https://weekends.example';

describe('day-before-reminder', () => {
  const data = {
    firstName: 'Amal',
    title: 'Dhow cruise <b>&',
    day: 'Fri 4 Dec 2026',
    option: 'Adult',
    quantity: 2,
    voucherCode: 'K7QX2M9P',
    address: 'Pier 7, Dubai Marina, Dubai',
    mapLink: 'https://www.google.com/maps/search/?api=1&query=25.08,55.14',
    voucherLink: '/customer/dashboard/bookings/12',
  };
  const mail = renderMail('day-before-reminder', data, publicUrl);

  it('names the experience and the day, with the voucher code, the address and the map in both parts', () => {
    expect(mail.subject).toBe('Tomorrow: Dhow cruise <b>&');
    expect(mail.text).toContain('Hi Amal,');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('K7QX2M9P');
      expect(part).toContain('Adult · Fri 4 Dec 2026');
      expect(part).toContain('Quantity: 2');
      expect(part).toContain('Where: Pier 7, Dubai Marina, Dubai');
      expect(part).toContain('show the voucher code or its QR code to your host');
    }
    expect(mail.text).toContain(
      'Getting there: Open the map: https://www.google.com/maps/search/?api=1&query=25.08,55.14',
    );
    expect(mail.html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=25.08,55.14"');
    expect(mail.html).toContain('href="https://weekends.example/customer/dashboard/bookings/12"');
    expect(mail.html).toContain('Dhow cruise &lt;b&gt;&amp;');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).not.toMatch(/\{\w+\}/);
  });

  it('leaves out the address and the map when there is none', () => {
    const bare = renderMail('day-before-reminder', { ...data, address: null, mapLink: null, option: null }, publicUrl);
    expect(bare.text).not.toContain('Where:');
    expect(bare.text).not.toContain('Open the map');
    expect(bare.text).toContain('  Fri 4 Dec 2026');
  });
});

describe('review-request', () => {
  it("links to the activity page's review box", () => {
    const mail = renderMail(
      'review-request',
      { firstName: 'Omar', title: 'Desert Safari', reviewLink: '/activity/desert-safari#write-review' },
      publicUrl,
    );
    expect(mail.subject).toBe('How was Desert Safari?');
    expect(mail.text).toContain('Hi Omar,');
    expect(mail.text).toContain('We hope you enjoyed Desert Safari.');
    expect(mail.text).toContain('Write a review:\nhttps://weekends.example/activity/desert-safari#write-review');
    expect(mail.html).toContain('href="https://weekends.example/activity/desert-safari#write-review"');
  });
});

describe('cart-reminder', () => {
  const mail = renderMail(
    'cart-reminder',
    {
      firstName: 'Noura',
      items: ['Desert Safari', 'Spa <Day>'],
      checkoutLink: '/checkout',
      offLink: '/cart-reminders/off?token=12.abc',
    },
    publicUrl,
  );

  it('lists the items and links back to the checkout', () => {
    expect(mail.subject).toBe('You left something in your cart');
    for (const part of [mail.text, mail.html]) expect(part).toContain('Desert Safari');
    expect(mail.text).toContain('Spa <Day>');
    expect(mail.html).toContain('Spa &lt;Day&gt;');
    expect(mail.text).toContain('Go to your cart:\nhttps://weekends.example/checkout');
  });

  it('carries the link that turns these mails off, as a link and as List-Unsubscribe', () => {
    expect(mail.text).toContain(
      'Not interested in these reminders? Turn them off: https://weekends.example/cart-reminders/off?token=12.abc',
    );
    expect(mail.html).toContain('href="https://weekends.example/cart-reminders/off?token=12.abc"');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://weekends.example/cart-reminders/off?token=12.abc>' });
  });
});
