import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { allDemoImageJobs } from '../../apps/api/src/db/seed/plan.ts';
import { writeImages } from '../../apps/api/src/db/seed/images/render.ts';
import { startServer } from './server.ts';

/**
 * Playwright's global setup: makes the demo data once for the whole run instead of once per started server.
 *
 * - The demo catalogue's images are drawn into a folder every server copies into its data folder
 *   (support/server.ts, E2E_DEMO_DATA_DIR); the seed keeps images that already exist.
 * - With DATABASE_URL (CI), the product is started once on a new database, which it migrates and seeds as any first
 *   start does, and stopped; the database is then kept as a template (E2E_DEMO_DATABASE). Each seeded server's
 *   database is a copy of it (a fraction of a second, where migrating and seeding took 10 to 30 s a server), and
 *   its seed finds the catalogue there. The seed's private files (the trade licences) land beside the images, and
 *   are copied with them.
 */
export default async function prepareDemoOnce(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-e2e-demo-'));
  let started = Date.now();
  const written = await writeImages(path.join(folder, 'uploads'), allDemoImageJobs());
  console.log(`demo images: ${written} drawn in ${seconds(started)}, once for the run`);

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || process.env.E2E_BASE_URL) {
    process.env.E2E_DEMO_DATA_DIR = folder;
    return async () => fs.rmSync(folder, { recursive: true, force: true });
  }
  started = Date.now();
  const template = `weekends_e2e_demo_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${template}"`);
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const server = await startServer('demo', {}, 'apps/api/dist/server.js', {
      dataDir: folder,
      databaseUrl: url.toString(),
    });
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server that seeded the demo database stopped with ${code}`);
    // A template nobody can connect to: CREATE DATABASE ... TEMPLATE refuses one in use.
    await adminQuery(serverUrl, `ALTER DATABASE "${template}" WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    await drop();
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  console.log(`demo database: migrated and seeded in ${seconds(started)}, once for the run`);
  process.env.E2E_DEMO_DATA_DIR = folder;
  process.env.E2E_DEMO_DATABASE = template;
  return async () => {
    await drop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** One statement on a short connection to the server's maintenance database. */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
