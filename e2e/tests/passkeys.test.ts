import { expect, test } from '../fixtures.ts';
import { signUp } from '../support/session.ts';

/**
 * Passkeys in Chromium with a virtual authenticator (Chrome DevTools Protocol's WebAuthn domain: a platform
 * authenticator holding discoverable credentials, its user verified): the real browser ceremonies against the real
 * server, which verifies them with @simplewebauthn/server.
 *
 * WebAuthn refuses an IP address, so this file's server is addressed as localhost, the relying party its PUBLIC_URL
 * names (a server of its own: the others are addressed as 127.0.0.1).
 */
test.use({ serverName: 'passkeys', serverEnv: { E2E_HOST_NAME: 'localhost' } });

test('a customer adds a passkey and signs in with it', async ({ server, openPage }) => {
  const { page, context, errors } = await openPage();
  // The account is made through the API: this journey is about the passkey.
  await signUp(context, server.url, `passkey.${Date.now()}@example.test`, 'Noor');

  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Security and Privacy: add a passkey under a name of the customer's choosing.
  await page.goto(`${server.url}/customer/dashboard/security`);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await passkeys.getByLabel('Passkey name').fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Create passkey' }).click();
  await expect(passkeys.getByText(/Passkey added/)).toBeVisible();
  const item = passkeys.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(item).toContainText('not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  expect(errors).toEqual([]);

  // Signed out, the login page's passkey button signs the same account in, no e-mail or password typed.
  await page.goto(`${server.url}/logout`);
  await page.waitForURL(`${server.url}/`, { timeout: 10_000 });
  await page.getByRole('link', { name: 'Sign Up' }).first().waitFor();
  // The logout page's own race (the header's cart asked for once more as the session ends, 401) is not this journey's.
  errors.length = 0;
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('button', { name: /Noor/ }).first().waitFor();

  // The passkey now shows its use. Signing in with it proved both factors, so removing it asks nothing more.
  await page.goto(`${server.url}/customer/dashboard/security`);
  await expect(item).toContainText('last used');
  await item.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(passkeys.getByText('Passkey removed.')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  expect(errors).toEqual([]);
});
