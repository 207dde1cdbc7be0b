import { afterEach, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import i18n, { addNamespace } from './i18n.ts';
import { lazy, routesWithWords } from './lazy.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A module of a part that registers its words (as features' i18n.ts files do), whose Arabic comes when told. */
function partWithLateArabic(ns: string) {
  let arrive = () => {};
  const arabic = () =>
    new Promise<{ default: Record<string, string> }>(
      (resolve) => (arrive = () => resolve({ default: { hello: 'مرحبا' } })),
    );
  const seen: string[] = [];
  let markLoaded = () => {};
  /** Resolves once the module has loaded (and registered its words), before its Arabic has come. */
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const load = async () => {
    addNamespace(ns, { hello: 'Hello' }, arabic);
    markLoaded();
    return {
      default: function Part() {
        const text = i18n.t('hello', { ns });
        seen.push(text);
        return <p>{text}</p>;
      },
    };
  };
  return { load, loaded, seen, arrive: () => arrive() };
}

/** The next task: every promise callback queued so far (a plain lazy's, had it resolved) has run by then. */
const afterQueuedCallbacks = () => new Promise((resolve) => setTimeout(resolve, 0));

it('on an Arabic page, shows a lazy part once its Arabic words have come, never in English first', async () => {
  await i18n.changeLanguage('ar');
  const part = partWithLateArabic('lazy-part');
  const Part = lazy(part.load);
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Part />
    </Suspense>,
  );
  // Once the module is here, React would draw a plain lazy part at once; this one still waits for its words.
  await act(async () => {
    await part.loaded;
    await afterQueuedCallbacks();
  });
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => part.arrive());
  expect(await screen.findByText('مرحبا')).toBeInTheDocument();
  expect(part.seen).not.toContain('Hello');
});

it("waits for a lazy page's words at every depth of the route tree", async () => {
  await i18n.changeLanguage('ar');
  const page = partWithLateArabic('lazy-page');
  const [root] = routesWithWords([
    { path: '/', children: [{ path: 'page', lazy: () => page.load().then((m) => ({ Component: m.default })) }] },
  ]);
  let loaded = false;
  const loading = (root!.children![0]!.lazy as () => Promise<unknown>)().then(() => (loaded = true));
  await page.loaded;
  await afterQueuedCallbacks();
  expect(loaded).toBe(false);
  page.arrive();
  await loading;
  expect(i18n.t('hello', { ns: 'lazy-page' })).toBe('مرحبا');
});
