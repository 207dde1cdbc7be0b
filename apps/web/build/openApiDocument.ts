import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The API's OpenAPI document, written by `npm run openapi -w apps/api` from the routes' zod schemas. */
export const OPENAPI_DOCUMENT = new URL('../../api/openapi.json', import.meta.url);

/**
 * The document is generated, not checked in (2.4 MB that changed with every route): a fresh clone has none until the
 * API's own builder writes it, so whatever reads it (the client types, the web tests' fake backend) asks for it here.
 * An existing one is kept; `npm run test:unit` and `npm run openapi` write it afresh.
 */
export function ensureOpenApiDocument(): void {
  if (fs.existsSync(OPENAPI_DOCUMENT)) return;
  execFileSync('npm', ['run', 'openapi', '-w', 'apps/api'], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: 'inherit',
  });
}
