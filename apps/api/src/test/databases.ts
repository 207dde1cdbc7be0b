import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** One statement on its own short connection (CREATE and DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A test database's commits do not wait for the disk (synchronous_commit off): on CI's disk each commit's flush took
 * about 6 ms, and the tests commit thousands of times. A database thrown away after its file cannot lose anything
 * that matters in a crash; what the tests check (transactions, locks, constraints) is the same either way.
 */
export function withoutWaitingForDisk(name: string): string {
  return `alter database "${name}" set synchronous_commit = off`;
}

/** The same server as `serverUrl`, another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the DATABASE_URL server copied from the run's migrated template (a fraction of a second, where
 * migrating takes seconds): its address, and `drop` to remove it.
 */
export async function copyOfTemplate(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('templateDatabase');
  if (!template) throw new Error('no template database: the api project’s global setup did not run with DATABASE_URL');
  const name = `weekends_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  await adminQuery(serverUrl, withoutWaitingForDisk(name));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * A migrated, empty database of its own for one test file, copied from what the run's global setup migrated:
 * a new database on the DATABASE_URL server made from the template (dropped by `drop`), or an in-memory PGlite
 * loaded from the migrated dump.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const copy = await copyOfTemplate(serverUrl);
    const database = await openDatabase({ url: copy.url, pgliteDir: 'memory://', poolSize: 5 });
    return { database, drop: copy.drop };
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot)
    throw new Error('no migrated PGlite dump: the api project’s global setup did not run without DATABASE_URL');
  const database = await openDatabase({
    pgliteDir: 'memory://',
    pgliteSnapshot: new Blob([fs.readFileSync(snapshot)]),
  });
  return { database, drop: async () => {} };
}
