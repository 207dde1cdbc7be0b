import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { addNamespace, loadArabic, wordsOf, wordsReady } from './i18n.ts';

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
    addNamespace('words-test', { hello: 'Hello there' }, async () => ({ default: { hello: 'مرحبا' } }));
    expect(words('hello')).toBe('Hello there');
  });

  it('on an Arabic page, does not keep the English of a namespace whose Arabic is still on its way', async () => {
    await i18n.changeLanguage('ar');
    let arrive: (strings: { default: Record<string, string> }) => void = () => {};
    addNamespace('words-late', { hello: 'Hello there' }, () => new Promise((resolve) => (arrive = resolve)));
    const words = wordsOf('words-late');
    expect(words('hello')).toBe('Hello there');
    arrive({ default: { hello: 'أهلاً' } });
    await wordsReady();
    expect(words('hello')).toBe('أهلاً');
  });
});

describe('wordsReady', () => {
  it("on an Arabic page, resolves only once a namespace's Arabic has come, and those registered meanwhile too", async () => {
    await i18n.changeLanguage('ar');
    const arrivals: (() => void)[] = [];
    const later = (hello: string) => () =>
      new Promise<{ default: Record<string, string> }>((resolve) =>
        arrivals.push(() => resolve({ default: { hello } })),
      );
    addNamespace('ready-first', { hello: 'Hello' }, later('مرحبا'));
    let ready = false;
    const waiting = wordsReady().then(() => (ready = true));
    addNamespace('ready-second', { hello: 'Hi' }, later('أهلاً'));
    await vi.waitFor(() => expect(arrivals).toHaveLength(2));
    arrivals[0]!();
    await vi.waitFor(() => expect(i18n.hasResourceBundle('ar', 'ready-first')).toBe(true));
    expect(ready).toBe(false);
    arrivals[1]!();
    await waiting;
    expect(i18n.t('hello', { ns: 'ready-first' })).toBe('مرحبا');
    expect(i18n.t('hello', { ns: 'ready-second' })).toBe('أهلاً');
  });

  it('on an English page, loads no Arabic and waits for nothing', async () => {
    const arabic = vi.fn(async () => ({ default: { hello: 'مرحبا' } }));
    addNamespace('ready-english', { hello: 'Hello' }, arabic);
    await wordsReady();
    expect(arabic).not.toHaveBeenCalled();
    expect(i18n.t('hello', { ns: 'ready-english' })).toBe('Hello');
  });

  it('passes on a failed download, and the next wait downloads those words again', async () => {
    await i18n.changeLanguage('ar');
    const arabic = vi
      .fn<() => Promise<{ default: Record<string, string> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { hello: 'مرحبا' } });
    addNamespace('ready-offline', { hello: 'Hello' }, arabic);
    await expect(wordsReady()).rejects.toThrow('offline');
    await expect(wordsReady()).resolves.toBeUndefined();
    expect(arabic).toHaveBeenCalledTimes(2);
    expect(i18n.t('hello', { ns: 'ready-offline' })).toBe('مرحبا');
    await expect(wordsReady()).resolves.toBeUndefined();
    expect(arabic).toHaveBeenCalledTimes(2);
  });
});
