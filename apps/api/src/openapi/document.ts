import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * The API's contract as one generated file (not checked in: `npm run openapi` writes it, as do `npm run test:unit` and
 * the web tests' setup when it is missing): the web's typed client is generated from it and the web tests' fake
 * backend checks its answers against it, so a renamed field or route fails the type check or a test, not a visitor.
 */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/** The document as written to OPENAPI_FILE: stable key order as built, two-space indent, a final newline. */
export function serialiseDocument(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

/** Builds the app on an in-memory database (the document needs a ready app, not data) and returns its document. */
export async function buildDocument(): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-openapi-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { uploadsDir: path.join(tmp, 'uploads'), WEB_DIST: '/nonexistent', pgliteDir: 'memory://' },
    );
    const app = await buildApp(config, { database });
    await app.ready();
    const text = serialiseDocument(app);
    await app.close();
    return text;
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
