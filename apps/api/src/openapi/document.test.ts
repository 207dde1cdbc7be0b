import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { OPENAPI_FILE, serialiseDocument } from './document.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

// The web's client types and its tests' fake backend are built from the checked-in file: it must be the server's.
it('the checked-in OpenAPI document is the one the server builds (npm run openapi writes it)', () => {
  expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(serialiseDocument(t.app));
});
