import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { OPENAPI_FILE, serialiseDocument } from './document.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

// The web's client types and its tests' fake backend are built from the generated file: one written before a route
// changed would check the web against a server that no longer exists. A fresh clone has none yet (the web tests'
// setup and `npm run test:unit` write it), and then there is nothing to be out of date.
it.skipIf(!fs.existsSync(OPENAPI_FILE))(
  'the generated OpenAPI document is the one the server builds (npm run openapi writes it)',
  () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(serialiseDocument(t.app));
  },
);
