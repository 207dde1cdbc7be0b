import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import i18n from '../lib/i18n.ts';
import { isArabic } from '../lib/format/language.ts';
// Unit tests render components without their route modules, which load the feature namespaces in the app.
import '../features/home/i18n.ts';
import '../features/listing/i18n.ts';
import '../features/activity/i18n.ts';
import '../features/planner/i18n.ts';
import '../components/cardI18n.ts';
import { resetMocks, sendFormsAsBrowsersDo, server, takeProblems } from './api/mockApi.ts';

// Pop-ups and tabs are lazy modules; on a busy 2-core CI machine their first import can take longer than the
// default 1 s that findBy* and waitFor wait, so a slow import would read as a missing element.
configure({ asyncUtilTimeout: 5000 });

// The fake backend (test/api/mockApi.ts): a request no test answers, or an answer the server could not give, fails
// the test that made it.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sendFormsAsBrowsersDo();
});
afterEach(() => {
  resetMocks();
  const problems = takeProblems();
  if (problems.length) throw new Error(`The fake backend:\n${problems.join('\n')}`);
});
afterAll(() => server.close());

// Every render is taken away after its test. Testing Library registers this itself only where Vitest's globals are on,
// and they are not here; in the shared worker a render left in the page is found by the next file's queries.
afterEach(cleanup);

// Most files share their worker's modules (vitest.config.ts), so what one leaves, the next renders with: a file that
// left the page in Arabic, or its formatters reading a fixed language instead of i18next's, made a later file's
// Arabic check fail only in the order a fresh clone happened to run them. (A file in Node's environment runs the
// server's code, whose formatters read the language of the page being rendered instead.)
afterAll(async () => {
  if (import.meta.env.SSR) return;
  // Left in the page, what a file put there itself (outside a render, which is taken away after each test) is found
  // by the next file's queries, as a footer's language link once was. (An empty container finds nothing, and is only
  // taken away.)
  const left = document.body.textContent?.trim() ?? '';
  document.body.replaceChildren();
  if (left) throw new Error(`A test left '${left.slice(0, 200)}' in the page: take away what it added.`);
  if (i18n.language !== 'en') throw new Error(`A test left the page in '${i18n.language}': put it back to English.`);
  await i18n.changeLanguage('ar');
  const followsI18next = isArabic(undefined);
  await i18n.changeLanguage('en');
  if (!followsI18next) throw new Error("A test left the page's formatters reading a language other than i18next's.");
});
