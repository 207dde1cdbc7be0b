import type { BrowserContext } from 'playwright-core';
import { solveChallenge } from 'altcha-lib/v1';
import { Secret, TOTP } from 'otpauth';

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
/**
 * The demo admin's authenticator app key (apps/api/src/db/seed/content/accounts.ts, README 'Demo accounts'): staff sign
 * in in two steps, and the journeys compute the code a TOTP app would show.
 */
export const DEMO_AUTHENTICATOR_KEY = 'WEEKENDSDEMOADMINSECONDFACTORKEY';
const STEP_MS = 30_000;

/** The code an authenticator app with `key` shows at `at` (now by default). */
export function authenticatorCode(key = DEMO_AUTHENTICATOR_KEY, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });
}

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
  // An account with a second factor (the demo admin) answers 202 with a ticket: the second step, with the code.
  if (response.status() === 202) {
    const { secondStep } = (await response.json()) as { secondStep: { ticket: string } };
    await secondStepWithCode(context, baseUrl, secondStep.ticket);
  }
}

/**
 * The second step with the demo key's code. A code is good once, so a sign-in in the same 30 seconds as the last one
 * uses the next step's code (the server accepts one step ahead), and after that waits for the clock's next step.
 */
async function secondStepWithCode(context: BrowserContext, baseUrl: string, ticket: string) {
  for (let offset = 0; ; offset += STEP_MS) {
    const at = Date.now() + Math.min(offset, STEP_MS);
    if (offset > STEP_MS) await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 50));
    const response = await context.request.post(`${baseUrl}/api/accounts/two-step`, {
      data: { ticket, method: 'authenticator', code: authenticatorCode(DEMO_AUTHENTICATOR_KEY, at) },
    });
    if (response.ok()) return;
    const body = await response.text();
    if (!body.includes('CODE_USED') || offset >= 4 * STEP_MS)
      throw new Error(`second step failed: ${response.status()} ${body}`);
  }
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
