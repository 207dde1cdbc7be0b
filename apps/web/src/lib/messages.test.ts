import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CART_MESSAGES, fillMessage } from '@weekends/shared';
import arabic from '../locales/ar/messages.json';
import i18n from './i18n.ts';
// eslint-disable-next-line no-restricted-imports -- the wording itself is under test, loaded beforehand.
import { loadMessageWording, wordApiError, wordMessage } from './messageWording.ts';
import { zodResolver } from './zodResolver.ts';

/** The API's and the forms' messages reach a reader in the page's language. */

const soldOut = fillMessage(CART_MESSAGES.notEnoughPlaces, { left: 2, title: 'Desert Safari' });
const inArabic = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]!);

beforeAll(loadMessageWording);
// Through i18next, whose language the page's formatters read: a test in the web's shared worker that replaced that
// reader with a fixed one left every later file's pages in English (the reason dialog's Arabic check failed after it).
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('on an English page', () => {
  it('shows a message as the API or the schema wrote it', () => {
    expect(wordMessage(soldOut)).toBe(soldOut);
    expect(wordApiError({ statusCode: 409, code: 'X', message: soldOut, messageKey: 'cart.notEnoughPlaces' })).toBe(
      soldOut,
    );
  });
});

describe('on an Arabic page', () => {
  it('words an API error by its key and values, whatever its English text says', async () => {
    await i18n.changeLanguage('ar');
    const worded = wordApiError({
      statusCode: 409,
      code: 'NOT_ENOUGH_PLACES',
      message: 'English text the client does not read',
      messageKey: 'cart.notEnoughPlaces',
      messageValues: { left: '2', title: 'Desert Safari' },
    });
    expect(worded).toBe(inArabic(arabic.cart.notEnoughPlaces, { left: '2', title: 'Desert Safari' }));
    expect(worded).toContain('2');
    expect(worded).toContain('Desert Safari');
  });

  it("words a form's own message by its text, and leaves any other text as it is", async () => {
    await i18n.changeLanguage('ar');
    expect(wordMessage(soldOut)).toBe(inArabic(arabic.cart.notEnoughPlaces, { left: '2', title: 'Desert Safari' }));
    expect(wordMessage(CART_MESSAGES.emptyCart)).toBe(arabic.cart.emptyCart);
    expect(wordMessage('Layla Haddad')).toBe('Layla Haddad');
  });

  it("words a schema's messages in the form's resolver, in nested fields too", async () => {
    await i18n.changeLanguage('ar');
    const schema = z.object({
      date: z.string().min(1, CART_MESSAGES.chooseDate),
      lines: z.array(z.object({ quantity: z.number().min(1, CART_MESSAGES.chooseQuantity) })),
    });
    const resolve = zodResolver(schema);
    const result = await resolve({ date: '', lines: [{ quantity: 0 }] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toMatchObject({
      date: { message: arabic.cart.chooseDate },
      lines: [{ quantity: { message: arabic.cart.chooseQuantity } }],
    });
  });
});
