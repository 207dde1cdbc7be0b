import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CART_MESSAGES } from '@weekends/shared';
import arabic from '../locales/ar/messages.json';
import { mockRoutes } from '../test/api/mockApi.ts';

/**
 * An Arabic page loads the messages' wording only once something may say one (lib/messageWording.ts), and still says
 * it in Arabic. Each test starts from fresh modules, so nothing has loaded the wording beforehand.
 */

/** The modules as a page starts them, in `language` (the page's language is i18next's in the browser). */
async function pageIn(language: 'en' | 'ar') {
  vi.resetModules();
  const { default: i18n, wordsReady } = await import('./i18n.ts');
  await i18n.changeLanguage(language);
  const { api, ApiRequestError } = await import('./api.ts');
  const { wordMessage } = await import('./messageWording.ts');
  const { zodResolver } = await import('./zodResolver.ts');
  return { i18n, wordsReady, api, ApiRequestError, wordMessage, zodResolver };
}

const refusal = { statusCode: 409, code: 'EMPTY_CART', message: CART_MESSAGES.emptyCart, messageKey: 'cart.emptyCart' };

/** The API refuses the promo code's removal (a refusal with a key, as the server words every one). */
const refuses = () => mockRoutes({ 'DELETE /api/cart/promo': () => ({ status: 409, body: refusal }) });

afterEach(async () => {
  // The one i18next instance outlives the fresh modules: leave it in English, as every other test file expects.
  const { default: i18n } = await import('./i18n.ts');
  await i18n.changeLanguage('en');
});

describe("the messages' wording", () => {
  it('is not loaded by an English page, not even by a failed call', async () => {
    const page = await pageIn('en');
    refuses();
    const failure = await page.api.delete('/api/cart/promo').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(page.ApiRequestError);
    expect((failure as Error).message).toBe(CART_MESSAGES.emptyCart);
    // Had the call loaded the wording, an Arabic reading would now find the message's Arabic.
    await page.i18n.changeLanguage('ar');
    expect(page.wordMessage(CART_MESSAGES.emptyCart)).toBe(CART_MESSAGES.emptyCart);
  });

  it("is loaded by an Arabic page's failed call before it throws, so the refusal reads in Arabic", async () => {
    const page = await pageIn('ar');
    refuses();
    const failure = await page.api.delete('/api/cart/promo').catch((error: unknown) => error);
    expect((failure as Error).message).toBe(arabic.cart.emptyCart);
    expect((failure as InstanceType<typeof page.ApiRequestError>).body?.message).toBe(arabic.cart.emptyCart);
  });

  it("is loaded on an Arabic page by the forms' resolver with the first check that fails", async () => {
    const page = await pageIn('ar');
    const resolve = page.zodResolver(z.object({ date: z.string().min(1, CART_MESSAGES.chooseDate) }));
    const result = await resolve({ date: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ date: { message: arabic.cart.chooseDate } });
  });

  it('is among the words an Arabic page waits for once a module that words messages as it renders loads', async () => {
    const page = await pageIn('ar');
    // What a lazy page or part does with its code (lib/lazy.ts): import it, then wait for the words it asked for.
    const { wordMessage } = await import('./messages.ts');
    await page.wordsReady();
    expect(wordMessage(CART_MESSAGES.chooseQuantity)).toBe(arabic.cart.chooseQuantity);
  });
});
