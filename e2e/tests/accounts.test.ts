import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, REVIEW_MESSAGES } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { scrollUntil } from '../support/browser.ts';

/**
 * A new customer's journey on the real product, mail included (sent over SMTP to a local mailbox, as in
 * production): sign up -> the confirmation mail -> confirm -> log out -> log in -> favourite an activity ->
 * My Favorite -> write a review -> the approval message -> forgot password with the mailed code -> log in
 * with the new password.
 */
const email = `layla.${Date.now()}@example.test`;
const firstPassword = 'Desert#Rose1';
const newPassword = 'Oasis$Night2';

/** Waits for the ALTCHA proof of work of the form, as a visitor waits for the check mark. */
async function captchaSolved(page: Page) {
  await page.getByText('Security check complete').waitFor({ timeout: 30_000 });
}

async function logIn(page: Page, server: RunningServer, password: string) {
  await page.goto(`${server.url}/login`);
  const form = page.locator('main form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await captchaSolved(page);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('button', { name: /Layla/ }).first().waitFor();
}

async function logOut(page: Page, server: RunningServer) {
  await page.goto(`${server.url}/logout`);
  await page.getByRole('heading', { name: 'Logging you out…' }).waitFor();
  await page.waitForURL(`${server.url}/`, { timeout: 10_000 });
  await page.getByRole('link', { name: 'Sign Up' }).first().waitFor();
}

test('a new customer signs up, confirms, favourites, reviews and recovers the password', async ({
  server,
  mailbox,
  openPage,
}) => {
  const { page, errors } = await openPage();
  page.setDefaultTimeout(15_000);
  try {
    await journey(page, errors, server, mailbox);
  } catch (error) {
    if (process.env.E2E_FAILURE_SHOT) await page.screenshot({ path: process.env.E2E_FAILURE_SHOT, fullPage: false });
    throw error;
  }
});

async function journey(page: Page, errors: string[], server: RunningServer, mailbox: Mailbox) {
  // Sign up. A first attempt with mismatched passwords shows 'Passwords do not match.' and keeps what was typed.
  await page.goto(`${server.url}/register`);
  const form = page.locator('main form');
  await form.getByLabel('First name').fill('Layla');
  await form.getByLabel('Last name').fill('Karim');
  await form.getByLabel('Email address').fill(email);
  // The phone field starts at +971 (UAE); the visitor types the rest.
  const phone = form.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('501234567');
  await form.getByLabel('Password', { exact: true }).fill(firstPassword);
  await form.getByLabel('Confirm password').fill('Desert#Rose2');
  await captchaSolved(page);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await form.getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch).waitFor();
  expect(await form.getByLabel('First name').inputValue(), 'a failed attempt loses nothing').toBe('Layla');
  await form.getByLabel('Confirm password').fill(firstPassword);
  await form.getByRole('button', { name: 'Sign Up' }).click();

  // Home, signed in, with the confirmation pop-up and the header's Pending notice.
  await page.waitForURL(`${server.url}/`);
  const prompt = page.getByRole('dialog', { name: 'Lets Confirm Your Email Address' });
  await prompt.waitFor();
  await page.getByText('Pending', { exact: true }).first().waitFor();

  // The confirmation mail, read from the mailbox; its link confirms, and the pop-up closes by itself.
  const confirmation = await mailbox.waitFor(email, /Confirm your e-mail address/);
  const link = /https?:\/\/\S+\/confirm\/\d+\?token=[^\s"<]+/.exec(confirmation.text)?.[0];
  assert.ok(link, `a confirmation link in: ${confirmation.text}`);
  const confirmPage = await page.context().newPage();
  await confirmPage.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await confirmPage.getByRole('heading', { name: 'Email confirmed' }).waitFor();
  await confirmPage.close();
  await prompt.waitFor({ state: 'detached', timeout: 10_000 });
  expect(await page.getByText('Pending', { exact: true }).count(), 'the Pending notice is gone once confirmed').toBe(0);

  // Log out, then in again: a wrong password first.
  await logOut(page, server);
  await page.goto(`${server.url}/login`);
  const login = page.locator('main form');
  await login.getByLabel('Email address').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await captchaSolved(page);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText(ACCOUNT_MESSAGES.invalidCredentials).waitFor();
  await logIn(page, server, firstPassword);

  // Favourite an activity on its page; it shows in My Favorite.
  const activities = (await (await fetch(`${server.url}/api/activities?sort=1`)).json()) as {
    items: { slug: string; title: string }[];
  };
  const activity = activities.items[0]!;
  await page.goto(`${server.url}/activity/${activity.slug}`);
  await page.getByRole('heading', { level: 1, name: activity.title }).waitFor();
  const heart = page.getByRole('button', { name: 'Add to favourites' }).first();
  await heart.click();
  await page.getByRole('button', { name: 'Remove from favourites' }).first().waitFor();
  await page.goto(`${server.url}/customer/dashboard/favorite`);
  await page.getByRole('heading', { name: 'Customer Account' }).waitFor();
  await page
    .getByRole('link', { name: new RegExp(activity.title) })
    .first()
    .waitFor();

  // Write a review: the box validates, then closes with the approval sentence.
  await page.goto(`${server.url}/activity/${activity.slug}`);
  await scrollUntil(page, page.getByRole('button', { name: 'Submit A Review' }));
  await page.getByRole('button', { name: 'Submit A Review' }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText(REVIEW_MESSAGES.ratingRequired).waitFor();
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel('Headline').fill('A morning to remember');
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Friendly guides, cold water on the dunes and a sunrise we will not forget.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText(REVIEW_MESSAGES.submitted).waitFor();
  expect(await page.getByRole('button', { name: 'Submit Review' }).count(), 'the review box closed').toBe(0);

  // Forgot password: the mailed code and a new password; a wrong code first.
  await logOut(page, server);
  await page.goto(`${server.url}/forgot-password`);
  await page.getByRole('heading', { name: 'Recover Your Password' }).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const resetMail = await mailbox.waitFor(email, /password reset code/);
  const code = /^ {4}([A-Z0-9]{4})$/m.exec(resetMail.text)?.[1];
  assert.ok(code, `a code in: ${resetMail.text}`);
  const wrongCode = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
  await page.getByLabel('Code from the email').fill(wrongCode);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText(ACCOUNT_MESSAGES.invalidOtp).waitFor();
  await page.getByLabel('Code from the email').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
  await page.getByRole('link', { name: 'Login Now' }).waitFor();

  // The old password no longer works; the new one does.
  await page.goto(`${server.url}/login`);
  await page.locator('main form').getByLabel('Email address').fill(email);
  await page.locator('main form').getByLabel('Password', { exact: true }).fill(firstPassword);
  await captchaSolved(page);
  await page.locator('main form').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText(ACCOUNT_MESSAGES.invalidCredentials).waitFor();
  await logIn(page, server, newPassword);

  expect(errors.filter((e) => !/status of 40[013]/.test(e))).toEqual([]);
}
