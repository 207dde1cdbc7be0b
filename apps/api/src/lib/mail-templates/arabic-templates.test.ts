import { describe, expect, it } from 'vitest';
import { renderMail, type MailTemplate, type MailTemplateData } from './templates.ts';
import { formatMailDay, formatPrice } from './format.ts';

const publicUrl = 'https://weekends.example';

/** One sample of every template's data; names and titles Latin on purpose, so that data is told apart from words. */
const samples: { [T in MailTemplate]: MailTemplateData[T][] } = {
  'email-confirmation': [{ firstName: 'Amal', email: 'amal@example.test', link: '/confirm/1?token=abc' }],
  'password-reset': [{ firstName: 'Amal', code: 'K7QX' }],
  'login-throttled': [{ firstName: 'Amal', attempts: 10, waitMinutes: 60, resetLink: '/forgot-password' }],
  welcome: [{ firstName: 'Amal' }],
  'email-changed': [{ firstName: 'Amal', oldEmail: 'amal@old.test', newEmail: 'amal@new.test' }],
  'newsletter-welcome': [{ unsubscribeLink: '/unsubscribe?token=abc' }],
  acknowledgement: (['contact', 'corporate', 'partner', 'interest', 'career', 'give-back', 'sports'] as const).map(
    (form) => ({
      form,
      firstName: 'Amal',
      values: { email: 'amal@example.test', company: 'Acme', activity: 'Dhow cruise', opening: 'Designer' },
    }),
  ),
  'booking-confirmation': [
    {
      firstName: 'Amal',
      orderNumber: 'WK-000123',
      orderLink: '/booking/7?order=123&token=abc',
      items: [{ title: 'Dhow cruise', detail: 'Adult', quantity: 2, voucherCode: 'K7QX2M9P', total: 50_000 }],
      address: 'Villa 12, Jumeirah',
      total: 50_000,
      vat: 2_381,
    },
  ],
  'host-sale': [
    {
      firstName: 'Omar',
      orderNumber: 'WK-000123',
      items: [{ title: 'Dhow cruise', detail: 'Adult', quantity: 2, hostAmount: 42_500 }],
      dashboardLink: '/vendor/dashboard',
    },
  ],
  'payment-refunded': (['late', 'promo', 'replaced', 'amount', 'cancelled'] as const).map((reason) => ({
    firstName: 'Amal',
    orderNumber: 'WK-000123',
    amount: 50_000,
    reason,
  })),
  'day-before-reminder': [
    {
      firstName: 'Amal',
      title: 'Dhow cruise',
      day: formatMailDay('2026-12-04', 'ar'),
      option: 'Adult',
      quantity: 2,
      voucherCode: 'K7QX2M9P',
      address: 'Dubai Marina',
      mapLink: 'https://maps.example/?q=1',
      voucherLink: '/customer/dashboard/bookings/5',
    },
  ],
  'review-request': [{ firstName: 'Amal', title: 'Dhow cruise', reviewLink: '/activity/dhow-cruise#write-review' }],
  'cart-reminder': [
    { firstName: 'Amal', items: ['Dhow cruise'], checkoutLink: '/checkout', offLink: '/cart-reminders/off?token=a' },
  ],
  'booking-cancelled': (['refund_pending', 'refunded', 'not_charged'] as const).map((refundStatus) => ({
    firstName: 'Amal',
    orderNumber: 'WK-000123',
    items: [{ title: 'Dhow cruise', detail: 'Adult', voucherCode: 'K7QX2M9P', total: 50_000 }],
    refund: 50_000,
    refundStatus,
  })),
  'host-booking-cancelled': [
    {
      firstName: 'Omar',
      orderNumber: null,
      items: [{ title: 'Dhow cruise', detail: 'Adult', quantity: 1, voucherCode: 'K7QX2M9P' }],
      dashboardLink: '/vendor/dashboard',
    },
  ],
  'booking-moved': (['customer', 'host'] as const).map((audience) => ({
    audience,
    firstName: 'Amal',
    title: 'Dhow cruise',
    detail: 'Adult',
    quantity: 1,
    voucherCode: 'K7QX2M9P',
    from: formatMailDay('2026-12-04', 'ar'),
    to: formatMailDay('2026-12-11', 'ar'),
    link: '/customer/dashboard/bookings/5',
  })),
  'voucher-gift': [
    {
      toName: 'Sara',
      fromName: 'Amal',
      message: 'Enjoy',
      title: 'Dhow cruise',
      detail: 'Adult',
      voucherCode: 'K7QX2M9P',
      link: '/login',
    },
  ],
  'host-approved': [
    { firstName: 'Omar', businessName: 'Acme', confirmLink: '/confirm/1?token=a', dashboardLink: '/vendor/dashboard' },
    { firstName: 'Omar', businessName: 'Acme', confirmLink: null, dashboardLink: '/vendor/dashboard' },
  ],
  'host-rejected': [{ firstName: 'Omar', businessName: 'Acme', reason: 'Licence expired', applyLink: '/become-host' }],
  'listing-approved': (['new', 'edit'] as const).map((kind) => ({
    firstName: 'Omar',
    kind,
    title: 'Dhow cruise',
    link: '/activity/dhow-cruise',
  })),
  'listing-rejected': (['new', 'edit'] as const).map((kind) => ({
    firstName: 'Omar',
    kind,
    title: 'Dhow cruise',
    reason: 'Blurry photos',
    link: '/vendor/dashboard/activities',
  })),
  'host-application-received': [{ firstName: 'Omar', companyName: 'Acme', confirmEmail: true }],
  'interest-available': [{ firstName: 'Amal', title: 'Dhow cruise', link: '/activity/dhow-cruise' }],
  'corporate-award': [
    {
      firstName: 'Amal',
      corporateName: 'Acme',
      title: 'Dhow cruise',
      note: 'Well earned',
      items: [{ title: 'Dhow cruise', detail: 'Adult', voucherCode: 'K7QX2M9P' }],
      link: '/customer/dashboard/bookings',
    },
  ],
  'corporate-invoice': [
    {
      firstName: 'Huda',
      employeeName: 'Amal Haddad',
      title: 'Dhow cruise',
      invoiceNumber: 'CI-0001',
      amount: 50_000,
      dueOn: '4 Dec 2026',
      link: '/corporate-admin',
    },
  ],
  'data-export-ready': [{ firstName: 'Amal', link: '/customer/dashboard/security?export=1&token=abc', validDays: 7 }],
  'deletion-requested': [0, 2].map((waitingForVouchers) => ({
    firstName: 'Amal',
    dueAt: '2026-12-13T10:00:00.000Z',
    graceDays: 14,
    taxYears: 5,
    waitingForVouchers,
    link: '/customer/dashboard/security',
  })),
  'deletion-cancelled': (['signed-in', 'customer'] as const).map((cause) => ({
    firstName: 'Amal',
    cause,
    link: '/customer/dashboard/security',
  })),
  'account-erased': [{ firstName: 'Amal', taxYears: 5 }],
  'new-device-sign-in': [
    {
      firstName: 'Amal',
      browser: 'Chrome',
      system: 'macOS',
      city: 'Dubai',
      country: 'AE',
      at: '2026-11-29T16:36:00Z',
      notMeLink: '/account/not-me?alert=1&token=abc',
    },
    {
      firstName: 'Amal',
      browser: null,
      system: null,
      city: null,
      country: null,
      at: '2026-11-29T16:36:00Z',
      notMeLink: '/account/not-me?alert=2&token=abc',
    },
  ],
};

/** The data of the samples, the brand, and the two Latin acronyms Arabic apps in the UAE write as they are. */
const allowed = new Set(
  [
    'Weekends',
    'QR',
    'PDF',
    ...JSON.stringify(samples)
      .match(/[A-Za-z][A-Za-z0-9-]*/g)!
      .filter((word) => !/^(firstName|link|title|detail|items|audience|kind|reason)$/.test(word)),
  ].map((w) => w.toLowerCase()),
);

/** The Latin words of a mail's visible text, links and addresses left out. */
const latinWords = (text: string) =>
  (
    text
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\S+@\S+/g, '')
      .match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []
  ).filter((word) => !allowed.has(word.toLowerCase()));

const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');

describe('every mail in Arabic', () => {
  for (const [template, list] of Object.entries(samples) as [MailTemplate, MailTemplateData[MailTemplate][]][]) {
    list.forEach((data, index) => {
      it(`${template} #${index + 1}: right to left, in Arabic, with no English word but the data and the brand`, () => {
        const mail = renderMail(template, data as never, publicUrl, { language: 'ar' });
        expect(mail.html).toContain('<html lang="ar" dir="rtl">');
        expect(mail.html).toContain('direction:rtl');
        expect(mail.html).not.toMatch(/\{\w+\}/);
        expect(latinWords(mail.subject)).toEqual([]);
        expect(latinWords(mail.text)).toEqual([]);
        expect(latinWords(visibleText(mail.html))).toEqual([]);
        expect(mail.text).toMatch(/[\u0600-\u06FF]/);
        // Every link into the site is its Arabic page; the API and other sites as they are.
        for (const [, url] of mail.html.matchAll(/href="(https:\/\/weekends\.example[^"]*)"/g))
          expect(url).toMatch(/^https:\/\/weekends\.example\/ar(\/|$|\?|#)/);
      });
    });
  }

  it('test mode is said in Arabic too', () => {
    const mail = renderMail('booking-confirmation', samples['booking-confirmation'][0]!, publicUrl, {
      language: 'ar',
      testMode: true,
    });
    expect(mail.html).toContain('وضع التجربة');
    expect(latinWords(mail.text)).toEqual([]);
    expect(latinWords(visibleText(mail.html))).toEqual([]);
  });

  it('prices in dirhams with Western digits, days in Arabic with Western digits, links to /ar pages', () => {
    expect(formatPrice(122_050, 'ar')).toBe('1,220.50 د.إ');
    expect(formatPrice(-50_000, 'ar')).toBe('-500 د.إ');
    expect(formatPrice(122_050, 'en')).toBe('AED 1,220.50');
    const day = formatMailDay('2026-12-04', 'ar');
    expect(day).toMatch(/4/);
    expect(day).toMatch(/2026/);
    expect(day).toMatch(/[\u0600-\u06FF]/);
    expect(day).not.toMatch(/[\u0660-\u0669]/);
    expect(formatMailDay('2026-12-04', 'en')).toBe('Fri 4 Dec 2026');
    const mail = renderMail('booking-confirmation', samples['booking-confirmation'][0]!, publicUrl, { language: 'ar' });
    expect(mail.text).toContain('500 د.إ');
    expect(mail.text).toContain('https://weekends.example/ar/booking/7?order=123&token=abc');
    const home = renderMail('welcome', { firstName: 'Amal' }, publicUrl, { language: 'ar' });
    expect(home.text).toContain('https://weekends.example/ar\n');
  });

  it('English stays as it was when no language is given', () => {
    const mail = renderMail('welcome', { firstName: 'Omar' }, publicUrl);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('href="https://weekends.example/"');
    expect(mail.subject).toBe('Welcome to Weekends');
    // The check above finds English words where there are some.
    expect(latinWords(mail.text)).toContain('confirmed');
  });
});
