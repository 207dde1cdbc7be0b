import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.ts';
import { fill } from './format.ts';

const publicUrl = 'https://weekends.example';

describe('mail templates', () => {
  it('email-confirmation: branded HTML and text with the absolute link, subject and preheader', () => {
    const mail = renderMail(
      'email-confirmation',
      { firstName: 'Amal', email: 'amal@example.test', link: '/confirm-email?token=abc&x=1' },
      publicUrl,
    );
    expect(mail.subject).toBe('Confirm your e-mail address');
    const link = 'https://weekends.example/confirm-email?token=abc&x=1';
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hi Amal,');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('Weekends');
    expect(mail.html).toContain('#0f766e');
    expect(mail.html).toContain('mailto:support@weekends.ae');
    expect(mail.html).toContain('Made in the UAE');
    expect(mail.html).toContain('One click and your Weekends account is ready.');
    expect(mail.html).toMatch(/<html lang="en"/);
    expect(mail.html).not.toMatch(/\{\w+\}/);
  });

  it('password-reset: the 4-character code and its 10 minutes in both parts', () => {
    const mail = renderMail('password-reset', { code: 'K7QX' }, publicUrl);
    expect(mail.html).toContain('K7QX');
    expect(mail.text).toContain('K7QX');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('valid for 10 minutes');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('https://weekends.example/forgot-password');
  });

  it('welcome: greets by name and links to the site', () => {
    const mail = renderMail('welcome', { firstName: 'Omar' }, publicUrl);
    expect(mail.subject).toBe('Welcome to Weekends');
    expect(mail.text).toContain('Hi Omar,');
    expect(mail.html).toContain('href="https://weekends.example/"');
  });

  it('email-changed: tells the old address, with the new one masked and a way to reach us', () => {
    const mail = renderMail(
      'email-changed',
      { firstName: 'Noura', oldEmail: 'noura@old.test', newEmail: 'noura.m@new.test' },
      publicUrl,
    );
    expect(mail.subject).toBe('Your Weekends e-mail address was changed');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('noura@old.test');
      expect(part).toContain('n***@new.test');
      expect(part).not.toContain('noura.m@new.test');
      expect(part).toContain('support@weekends.ae');
    }
    expect(mail.text).toContain('Hi Noura,');
    expect(mail.text).toContain('https://weekends.example/contact');
    expect(mail.html).toContain('href="https://weekends.example/contact"');
    expect(mail.html).toContain('Your account now uses n***@new.test.');
    expect(mail.html).not.toMatch(/\{\w+\}/);
  });

  it('escapes every interpolated value in the HTML', () => {
    const mail = renderMail(
      'email-confirmation',
      { firstName: '<script>alert(1)</script>', email: '"x"@example.test', link: '/c?t="><img src=x>' },
      publicUrl,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('&quot;x&quot;@example.test');
    expect(mail.html).not.toContain('<img');
    // The plain-text part is not HTML: it keeps the name as typed.
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('a catalogue placeholder without a value is a bug, not a silent blank', () => {
    expect(() => fill('Hi {firstName}', {})).toThrow(/firstName/);
  });
});

describe('newsletter and inbound-form templates', () => {
  it('newsletter-welcome carries the absolute unsubscribe link', () => {
    const mail = renderMail(
      'newsletter-welcome',
      { unsubscribeLink: '/unsubscribe?email=a%40b.test&token=abc' },
      'https://weekends.example',
    );
    expect(mail.subject).toBe('You are subscribed to the Weekends newsletter');
    expect(mail.text).toContain('https://weekends.example/unsubscribe?email=a%40b.test&token=abc');
    expect(mail.html).toContain('href="https://weekends.example/unsubscribe?email=a%40b.test&amp;token=abc"');
  });

  it('acknowledgement fills each form’s words and escapes them', () => {
    const mail = renderMail(
      'acknowledgement',
      { form: 'interest', firstName: 'Omar', values: { activity: 'Dhow <Cruise>' } },
      'https://weekends.example',
    );
    expect(mail.subject).toBe('Your interest in Dhow <Cruise>');
    expect(mail.html).toContain('Dhow &lt;Cruise&gt;');
    expect(mail.html).not.toContain('Dhow <Cruise>');
    expect(() => renderMail('acknowledgement', { form: 'corporate' }, 'https://weekends.example')).toThrow(/company/);
  });
});
