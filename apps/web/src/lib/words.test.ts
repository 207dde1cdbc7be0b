import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { addNamespace, loadArabic, wordsOf } from './i18n.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('wordsOf', () => {
  it("words a key in the page's language, with its options, as useTranslation's t does", async () => {
    await loadArabic();
    expect(wordsOf('common')('stars.label', { rating: 4.5 })).toBe(i18n.t('stars.label', { rating: 4.5 }));
    expect(wordsOf('common')('price.percentOff', { percent: 20 })).toBe('20% OFF');
    await i18n.changeLanguage('ar');
    expect(wordsOf('common')('price.percentOff', { percent: 20 })).toBe('خصم 20%');
    expect(wordsOf('common')('stars.label', { rating: 4.5 })).toBe('التقييم 4.5 من 5');
  });

  it('words each key and options once, then reads them; other options are worded anew', () => {
    const t = vi.spyOn(i18n, 't');
    const words = wordsOf('common');
    const first = words('price.percentOff', { percent: 31 });
    for (let card = 0; card < 24; card++) expect(wordsOf('common')('price.percentOff', { percent: 31 })).toBe(first);
    expect(t).toHaveBeenCalledTimes(1);
    expect(words('price.percentOff', { percent: 32 })).toBe('32% OFF');
    expect(t).toHaveBeenCalledTimes(2);
  });

  it('does not keep a key whose namespace has not loaded yet: once it has, the word is right', async () => {
    const words = wordsOf('words-test');
    expect(words('hello')).toBe('hello');
    await addNamespace('words-test', { hello: 'Hello there' }, async () => ({ default: { hello: 'مرحبا' } }));
    expect(words('hello')).toBe('Hello there');
  });
});
