import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.ts';

const publicUrl = 'https://weekends.example';
const noPlaceholders = (mail: { text: string; html: string }) => {
  expect(mail.text).not.toMatch(/\{\w+\}/);
  expect(mail.html).not.toMatch(/\{\w+\}/);
};

describe('host-approved', () => {
  it('asks an unconfirmed applicant to confirm first, and names the Vendor Account', () => {
    const mail = renderMail(
      'host-approved',
      {
        firstName: 'Mariam',
        businessName: 'Mangrove <Trails>',
        confirmLink: '/confirm/7?token=abc',
        dashboardLink: '/vendor/dashboard',
      },
      publicUrl,
    );
    expect(mail.subject).toBe('Welcome to Weekends as a host');
    expect(mail.text).toContain('Hi Mariam,');
    expect(mail.text).toContain('Mangrove <Trails>');
    expect(mail.html).toContain('Mangrove &lt;Trails&gt;');
    expect(mail.html).toContain('href="https://weekends.example/confirm/7?token=abc"');
    expect(mail.html).toContain('Confirm e-mail address');
    expect(mail.html).toContain('href="https://weekends.example/vendor/dashboard"');
    noPlaceholders(mail);
  });

  it('sends a confirmed applicant straight to the dashboard', () => {
    const mail = renderMail(
      'host-approved',
      { businessName: 'Mangrove Trails', confirmLink: null, dashboardLink: '/vendor/dashboard' },
      publicUrl,
    );
    expect(mail.html).toContain('Open your Vendor Account');
    expect(mail.text).not.toContain('confirm your e-mail');
    noPlaceholders(mail);
  });
});

describe('rejections', () => {
  it('host-rejected quotes the reason line by line and offers to apply again', () => {
    const mail = renderMail(
      'host-rejected',
      {
        firstName: 'Mariam',
        businessName: 'Mangrove Trails',
        reason: 'The licence has expired.\n\nPlease upload the renewed one.',
        applyLink: '/partner-new',
      },
      publicUrl,
    );
    expect(mail.text).toContain('\u201cThe licence has expired.\u201d');
    expect(mail.text).toContain('\u201cPlease upload the renewed one.\u201d');
    expect(mail.html).toContain('href="https://weekends.example/partner-new"');
    noPlaceholders(mail);
  });

  it('listing-rejected says a live listing stays as it was for an edit', () => {
    const edit = renderMail(
      'listing-rejected',
      { kind: 'edit', title: 'Kayak Tour', reason: 'Wrong <b>photos</b>.', link: '/vendor/dashboard/activities' },
      publicUrl,
    );
    expect(edit.subject).toBe('Your submission of Kayak Tour was not approved');
    expect(edit.text).toContain('Customers still see the listing as it was');
    expect(edit.html).toContain('Wrong &lt;b&gt;photos&lt;/b&gt;.');
    const fresh = renderMail(
      'listing-rejected',
      { kind: 'new', title: 'Kayak Tour', reason: 'No photos.', link: '/vendor/dashboard/activities' },
      publicUrl,
    );
    expect(fresh.text).not.toContain('Customers still see');
    noPlaceholders(edit);
    noPlaceholders(fresh);
  });
});

describe('listing-approved', () => {
  it('links to the live experience', () => {
    const mail = renderMail(
      'listing-approved',
      { firstName: 'Saeed', kind: 'new', title: 'Kayak Tour', link: '/activity/kayak-tour' },
      publicUrl,
    );
    expect(mail.subject).toBe('Your experience is live: Kayak Tour');
    expect(mail.html).toContain('href="https://weekends.example/activity/kayak-tour"');
    expect(
      renderMail('listing-approved', { kind: 'edit', title: 'Kayak Tour', link: '/activity/kayak-tour' }, publicUrl)
        .text,
    ).toContain('approved your changes');
    noPlaceholders(mail);
  });
});
