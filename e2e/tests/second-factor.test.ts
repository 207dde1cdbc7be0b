import assert from 'node:assert/strict';
import { expect, test } from '../fixtures.ts';
import { authenticatorCode, DEMO_ADMIN, DEMO_PASSWORD, signIn, signUp } from '../support/session.ts';

/**
 * Staff need a second factor: a new admin (a new account, confirmed from its mail, that the demo owner makes an owner
 * through the back office's Staff API) who opens the back office is taken to set up an authenticator app first, then
 * back; signing in again takes the password and then the app's code. Nothing is written to the database directly, so
 * it runs on the embedded database too.
 */
const email = `staff.${Date.now()}@example.test`;

test('an admin is made to enrol a second factor, then signs in with an authenticator code', async ({
  server,
  openPage,
  mailbox,
}) => {
  const { context, page, errors } = await openPage();
  page.setDefaultTimeout(20_000);
  await signUp(context, server.url, email, 'Noura', 'Staff');
  const confirmation = await mailbox.waitFor(email, /Confirm your e-mail address/);
  const [, id, token] = /\/confirm\/(\d+)\?token=([^\s"<&]+)/.exec(confirmation.text) ?? [];
  assert.ok(id && token, `a confirmation link in: ${confirmation.text}`);
  const confirmed = await context.request.post(`${server.url}/api/accounts/confirm`, {
    data: { id: Number(id), token: decodeURIComponent(token) },
  });
  assert.ok(confirmed.ok(), `confirm: ${confirmed.status()} ${await confirmed.text()}`);

  // The demo owner, just signed in with a second factor (a recent proof), makes the account an owner.
  const owner = await openPage();
  await signIn(owner.context, server.url, DEMO_ADMIN);
  const added = await owner.context.request.post(`${server.url}/api/admin/staff`, { data: { email, role: 'owner' } });
  assert.equal(added.status(), 201, `add staff: ${await added.text()}`);
  await owner.context.close();

  // The back office sends an admin without a second factor to set one up.
  await page.goto(`${server.url}/admin/orders`);
  await page.waitForURL(/\/customer\/dashboard\/security\?returnTo=%2Fadmin%2Forders$/);
  await page.getByText('Staff accounts must have a second factor.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code that adds Weekends to your authenticator app' })).toBeVisible();
  const key = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
  await page.getByLabel('Authenticator code').fill(authenticatorCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The ten recovery codes, once.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('link', { name: 'Continue to the back office' }).click();
  await page.waitForURL(/\/admin\/orders$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(page.getByText('Staff accounts need a second factor', { exact: false })).toHaveCount(0);

  // Signed out, the password alone no longer signs in: the second step asks for the app's code.
  await context.clearCookies();
  await page.goto(`${server.url}/login?returnTo=%2Fadmin`);
  const form = page.locator('main form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByText('Security check complete').waitFor({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // The enrolment spent this step's code: the app's next one (a step ahead is accepted).
  await code.fill(authenticatorCode(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(errors).toEqual([]);
});
