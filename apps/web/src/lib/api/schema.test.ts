// @vitest-environment node
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_SCHEMA_FILE, generateApiSchema } from '../../../build/apiSchema.ts';

// The client's types are only as true as the document they come from: a route or field renamed on the server must
// fail here until `npm run openapi` regenerates them, and then fail typechecking wherever the web still uses the old.
it('the checked-in client types are the ones generated from apps/api/openapi.json (npm run openapi writes them)', async () => {
  expect(fs.readFileSync(API_SCHEMA_FILE, 'utf8')).toBe(await generateApiSchema());
}, 60_000);
