import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import '../lib/i18n.ts';
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
