import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, authenticatorCode, signIn } from './support/session.ts';

const base = 'http://127.0.0.1:3101';
const out = '/tmp/factors-shots';
fs.mkdirSync(out, { recursive: true });
const browser = await launchBrowser();

async function shot(name: string, lang: 'en' | 'ar', width: 'phone' | 'desktop', run: (page: Page, p: (path: string) => string) => Promise<void>) {
  const viewport = width === 'phone' ? PHONE : DESKTOP;
  const context = await browser.newContext({ viewport: viewport as { width: number; height: number } });
  const page = await context.newPage();
  const p = (path: string) => (lang === 'ar' ? `/ar${path}` : path);
  try {
    await run(page, p);
    await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: false });
  } catch (e) {
    console.error(name, lang, width, e);
  }
  await context.close();
}

const n = Date.now();
let k = 0;
async function newCustomer(page: Page) {
  const email = `shot.${n}.${++k}@example.test`;
  const { signUp } = await import('./support/session.ts');
  await signUp(page.context(), base, email, 'Layla', 'Haddad');
  return email;
}

for (const lang of ['en', 'ar'] as const)
  for (const width of ['phone', 'desktop'] as const) {
    await shot('security-off', lang, width, async (page, p) => {
      await newCustomer(page);
      await page.goto(base + p('/customer/dashboard/security'));
      await page.locator('#authenticator-heading').waitFor();
      await page.waitForTimeout(300);
    });
    let key = '';
    await shot('enrolment', lang, width, async (page, p) => {
      await newCustomer(page);
      await page.goto(base + p('/customer/dashboard/security'));
      await page.locator('#authenticator-heading').waitFor();
      await page.locator('section[aria-labelledby="authenticator-heading"] button').first().click();
      await page.locator('code').first().waitFor();
      key = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
      await page.locator('section[aria-labelledby="authenticator-heading"]').scrollIntoViewIfNeeded();
    });
    await shot('recovery-codes', lang, width, async (page, p) => {
      await newCustomer(page);
      await page.goto(base + p('/customer/dashboard/security'));
      await page.locator('#authenticator-heading').waitFor();
      await page.locator('section[aria-labelledby="authenticator-heading"] button').first().click();
      await page.locator('code').first().waitFor();
      const k2 = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
      await page.locator('input[autocomplete="one-time-code"]').fill(authenticatorCode(k2));
      await page.locator('input[autocomplete="one-time-code"]').press('Enter');
      await page.locator('ol li').first().waitFor();
      await page.locator('ol').scrollIntoViewIfNeeded();
    });
    await shot('challenge', lang, width, async (page, p) => {
      await page.goto(base + p('/login'));
      const form = page.locator('main form');
      await form.locator('input[type=email]').fill('admin@weekends.ae');
      await form.locator('input[type=password]').fill(DEMO_PASSWORD);
      await page.locator('altcha-widget[data-state="verified"], [data-state="verified"]').first().waitFor({ timeout: 30_000 }).catch(() => {});
      await page.waitForTimeout(1500);
      await form.locator('button[type=submit]').click();
      await page.locator('#second-step-heading').waitFor();
    });
    await shot('reverify', lang, width, async (page, p) => {
      await signIn(page.context(), base, 'host@weekends.ae');
      await page.goto(base + p('/vendor/dashboard/account/payment'));
      await page.locator('main form button[type=submit]').waitFor();
      await page.waitForTimeout(500);
      await page.locator('main form button[type=submit]').click();
      await page.locator('[role=dialog] input').waitFor();
      await page.waitForTimeout(300);
    });
  }
await browser.close();
void key;
