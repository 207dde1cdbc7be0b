import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { CONTACT_MESSAGES, INTEREST_MESSAGES } from '@weekends/shared';
import { expect, test as journeys } from '../fixtures.ts';
import { scrollUntil } from '../support/browser.ts';

/**
 * The marketplace's inbound channels on the real product, mail over SMTP to a local mailbox:
 * subscribe from the home page and again ('Already Subscribed'), unsubscribe from the mailed link, submit
 * interest on a submit-request activity, the contact, corporate and partner forms with one invalid try each,
 * a career application with a résumé, and a blog post whose view count rises.
 */
const stamp = Date.now();
/** Failed requests the journeys cause on purpose (a duplicate subscription answers 409). */
const expectedFailures = /status of 409/;

/** A desktop page that waits up to 20 s for each step (the forms send mail). */
const test = journeys.extend<{ newPage: () => Promise<{ page: Page; errors: string[] }> }>({
  newPage: async ({ openPage }, use) => {
    await use(async () => {
      const { page, errors } = await openPage();
      page.setDefaultTimeout(20_000);
      return { page, errors };
    });
  },
});

/** Fills the UAE phone field (it starts at +971). */
async function typePhone(field: Locator, digits: string) {
  await field.click();
  await field.press('End');
  await field.pressSequentially(digits);
}

test('subscribe from the home page, again, then unsubscribe from the mailed link', async ({
  server,
  mailbox,
  newPage,
}) => {
  const { page, errors } = await newPage();
  const email = `news.${stamp}@example.test`;
  const subscribe = async () => {
    await page.goto(`${server.url}/`);
    const field = page.getByRole('textbox', { name: 'Email address' });
    await scrollUntil(page, field);
    await field.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
  };
  await subscribe();
  await page.getByText('Subscribed Successfully').first().waitFor();
  expect(
    await page.getByRole('textbox', { name: 'Email address' }).isDisabled(),
    'the field is disabled after the result',
  ).toBe(true);
  await subscribe();
  await page.getByText('Already Subscribed').first().waitFor();

  const welcome = await mailbox.waitFor(email, /subscribed to the Weekends newsletter/);
  const link = /https?:\/\/\S+\/unsubscribe\?[^\s"<]+/.exec(welcome.text)?.[0];
  assert.ok(link, `an unsubscribe link in: ${welcome.text}`);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await page.getByText('You have successfully unsubscribed your email address from our newsletters. Thanks').waitFor();
  await page.reload();
  await page.getByText('You have already unsubscribed your email address from our newsletters. Thanks').waitFor();
  expect(errors.filter((e) => !expectedFailures.test(e))).toEqual([]);
});

test('submit interest on a submit-request activity', async ({ server, mailbox, newPage }) => {
  const { page, errors } = await newPage();
  const listing = (await (await fetch(`${server.url}/api/activities?limit=50`)).json()) as {
    items: { slug: string; submitRequest: boolean }[];
  };
  let slug = listing.items.find((a) => a.submitRequest)?.slug;
  for (let p = 2; !slug && p < 12; p++) {
    const more = (await (await fetch(`${server.url}/api/activities?page=${p}`)).json()) as {
      items: { slug: string; submitRequest: boolean }[];
    };
    slug = more.items.find((a) => a.submitRequest)?.slug;
  }
  assert.ok(slug, 'the demo data has a submit-request activity');
  await page.goto(`${server.url}/activity/${slug}`);
  await page.getByRole('button', { name: 'Submit Interest' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText(INTEREST_MESSAGES.required).first().waitFor();
  await dialog.getByLabel('First name', { exact: true }).fill('Hessa');
  await dialog.getByLabel('Last name', { exact: true }).fill('Al Marri');
  await dialog.getByLabel('Email', { exact: true }).fill(`interest.${stamp}@example.test`);
  await typePhone(dialog.getByRole('textbox', { name: 'Phone number' }), '501234567');
  await dialog.getByLabel('Comment', { exact: true }).fill('Four of us, any weekend in December.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText(INTEREST_MESSAGES.submitted).waitFor();
  await mailbox.waitFor(`interest.${stamp}@example.test`, /Your interest in/);
  expect(errors).toEqual([]);
});

test('the contact, corporate and partner forms, each after one invalid try', async ({ server, mailbox, newPage }) => {
  const { page, errors } = await newPage();

  await page.goto(`${server.url}/contact`);
  await page.getByLabel('Your name', { exact: true }).fill('Rashid Al Nuaimi');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Message', { exact: true }).fill('Do you have experiences for a group of twelve?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(CONTACT_MESSAGES.contactEmailInvalid).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(`contact.${stamp}@example.test`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: CONTACT_MESSAGES.submitted }).waitFor();
  await mailbox.waitFor(`contact.${stamp}@example.test`, /received your message/);

  await page.goto(`${server.url}/corporate`);
  const corporate = page.locator('form').filter({ has: page.getByLabel('Company name', { exact: true }) });
  await corporate.getByRole('button', { name: 'Submit' }).click();
  await corporate.getByText(CONTACT_MESSAGES.required).first().waitFor();
  await corporate.getByLabel('First name', { exact: true }).fill('Mariam');
  await corporate.getByLabel('Last name', { exact: true }).fill('Saif');
  await corporate.getByLabel('Company name', { exact: true }).fill('Gulf Data Works');
  await corporate.getByLabel('Designation', { exact: true }).fill('People Lead');
  await corporate.getByLabel('Work email', { exact: true }).fill(`corporate.${stamp}@example.test`);
  await typePhone(corporate.getByRole('textbox', { name: 'Phone number' }), '501234567');
  await corporate.getByLabel('Comment', { exact: true }).fill('Quarterly awards for a team of 40.');
  await corporate.getByRole('button', { name: 'Submit' }).click();
  await corporate.getByRole('button', { name: CONTACT_MESSAGES.submitted }).waitFor();
  await mailbox.waitFor(`corporate.${stamp}@example.test`, /corporate enquiry/);

  await page.goto(`${server.url}/partner-contact`);
  const partner = page.locator('form').filter({ has: page.getByLabel('Message', { exact: true }) });
  await partner.getByLabel('Your name', { exact: true }).fill('Khalid Kayaks');
  await partner.getByLabel('Email', { exact: true }).fill(`partner.${stamp}@example.test`);
  await typePhone(partner.getByRole('textbox', { name: 'Phone number' }), '5012');
  await partner.getByLabel('Message', { exact: true }).fill('Sunrise kayak tours in Khor Kalba.');
  await partner.getByRole('button', { name: 'Submit' }).click();
  await partner.getByText(CONTACT_MESSAGES.phoneInvalid).waitFor();
  await typePhone(partner.getByRole('textbox', { name: 'Phone number' }), '34567');
  await partner.getByRole('button', { name: 'Submit' }).click();
  await partner.getByRole('button', { name: CONTACT_MESSAGES.submitted }).waitFor();
  await mailbox.waitFor(`partner.${stamp}@example.test`, /become a host/);
  expect(errors).toEqual([]);
});

test('apply to an opening with a résumé', async ({ server, mailbox, newPage }) => {
  const { page, errors } = await newPage();
  await page.goto(`${server.url}/career`);
  await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
  // From the list of openings to the posting, then its 'Apply Now', as an applicant goes.
  await page.getByRole('link', { name: 'Manager-Visual Design' }).click();
  await page.getByRole('heading', { level: 1, name: 'Manager-Visual Design' }).waitFor();
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await page.waitForURL(/\/career-form\/visual$/);
  await page.getByLabel('Full name', { exact: true }).fill('Noura Hassan');
  await page.getByLabel('Email', { exact: true }).fill(`career.${stamp}@example.test`);
  await typePhone(page.getByRole('textbox', { name: 'Phone' }), '501234567');
  await page.getByLabel('Address', { exact: true }).fill('Villa 4, Al Bateen, Abu Dhabi');
  await page
    .getByLabel('Cover letter', { exact: true })
    .fill('I design calm, useful interfaces and love the UAE outdoors.');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'noura-hassan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('heading', { name: 'Application sent' }).waitFor();
  await mailbox.waitFor(`career.${stamp}@example.test`, /Your application for/);
  expect(errors).toEqual([]);
});

test('read a blog post and see its view count rise', async ({ server, newPage }) => {
  const { page, errors } = await newPage();
  const posts = (await (await fetch(`${server.url}/api/posts`)).json()) as {
    slug: string;
    title: string;
    views: number;
  }[];
  const post = posts[0]!;
  await page.goto(`${server.url}/blog`);
  await page.getByRole('heading', { level: 1, name: 'Read our blogs' }).waitFor();
  const recorded = page.waitForResponse((r) => r.url().includes('/views') && r.request().method() === 'POST');
  await page.goto(`${server.url}/blog-detail/${post.slug}`);
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  await recorded;
  await page
    .getByText(`${(post.views + 1).toLocaleString('en-US')} views`)
    .first()
    .waitFor();
  const after = (await (await fetch(`${server.url}/api/posts/${post.slug}`)).json()) as { views: number };
  expect(after.views, 'the view was recorded').toBe(post.views + 1);
  expect(errors).toEqual([]);
});
