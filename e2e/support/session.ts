import type { BrowserContext } from 'playwright-core';
import { solveChallenge } from 'altcha-lib/v1';

/** The seeded demo accounts (apps/api/src/db/seed/content/accounts.ts; README 'Demo accounts'). */
export const DEMO_PASSWORD = 'Weekend#2026';
export const DEMO_CUSTOMER = 'customer@weekends.ae';
/** The demo host (an approved host running a quarter of the catalogue) and the provider's demo admin. */
export const DEMO_HOST = 'host@weekends.ae';
export const DEMO_ADMIN = 'admin@weekends.ae';
/** The demo staff's support member: customers, orders to read, the inbox and reviews (staff roles). */
export const DEMO_SUPPORT = 'support@weekends.ae';
/** The demo corporate's admin (Emirates Tech), who awards experiences to its employees. */
export const DEMO_CORPORATE_ADMIN = 'hr@emiratestech.ae';
/** A valid UAE mobile in E.164, as the sign-up's phone field sends it (the phone is required). */
export const SIGN_UP_PHONE = '+971501234567';

/**
 * Signs the browser context in through the API, as the login form does (ALTCHA solved here rather than by the
 * widget), so page tests start signed in without driving the form; the session cookie lands in the context.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  email = DEMO_CUSTOMER,
  password = DEMO_PASSWORD,
) {
  const captcha = await solvedCaptcha(context, baseUrl);
  const response = await context.request.post(`${baseUrl}/api/accounts/login`, { data: { email, password, captcha } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/**
 * signIn once, then the same session for every later browser context: the login allows 10 tries a minute per
 * address, fewer than the signed-in pages a run of the page checks or screenshots opens.
 */
export function reusableSignIn(baseUrl: string, email = DEMO_CUSTOMER, password = DEMO_PASSWORD) {
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> | null = null;
  return async (context: BrowserContext) => {
    if (cookies) return context.addCookies(cookies);
    await signIn(context, baseUrl, email, password);
    cookies = await context.cookies(baseUrl);
  };
}

/** Signs a new, unconfirmed customer up through the API; the session cookie lands in the context. */
export async function signUp(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  firstName = 'Layla',
  lastName = 'Haddad',
) {
  const captcha = await solvedCaptcha(context, baseUrl);
  const response = await context.request.post(`${baseUrl}/api/accounts/register`, {
    data: { firstName, lastName, email, phoneNumber: SIGN_UP_PHONE, password: DEMO_PASSWORD, captcha },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/** An ALTCHA payload for the server's challenge, solved here as the widget would. */
async function solvedCaptcha(context: BrowserContext, baseUrl: string): Promise<string> {
  const challenge = (await (await context.request.get(`${baseUrl}/api/captcha/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ ...challenge, maxnumber: undefined, number: solution.number })).toString(
    'base64',
  );
}
