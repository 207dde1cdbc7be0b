import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { adminQuery, databaseUrl } from './databases.ts';
import { sharedRedisUrl } from './redis.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database on the DATABASE_URL server that each test file copies; '' on PGlite. */
    templateDatabase: string;
    /** A dump of a migrated PGlite data directory that each test file loads; '' with DATABASE_URL. */
    pgliteSnapshot: string;
    /** The Redis the tests of state shared between instances use; '' when there is none (the memory store). */
    sharedRedisUrl: string;
  }
}

/**
 * Migrates once per run instead of once per test file: replaying every migration took seconds per file, copying a
 * migrated database takes a fraction of that.
 *
 * With DATABASE_URL, a template database on that server, named after this process so two runs on one server never
 * share one. Nobody may stay connected to it (CREATE DATABASE ... TEMPLATE refuses a template in use), so the
 * migrating pool is closed and connections are then forbidden: test files copying it at the same moment is fine.
 * Without DATABASE_URL, an in-memory PGlite is migrated and dumped to a file each test file loads.
 */
export default async function setup(project: TestProject) {
  project.provide('sharedRedisUrl', await sharedRedisUrl());
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await database.migrate();
      const snapshot = path.join(
        os.tmpdir(),
        `weekends-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
      );
      fs.writeFileSync(snapshot, Buffer.from(await (await database.dumpPglite!()).arrayBuffer()));
      project.provide('templateDatabase', '');
      project.provide('pgliteSnapshot', snapshot);
      return () => fs.rmSync(snapshot, { force: true });
    } finally {
      await database.close();
    }
  }

  const template = `weekends_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${template}"`);
  const drop = () => adminQuery(serverUrl, `drop database if exists "${template}" with (force)`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, template), pgliteDir: 'memory://', poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await adminQuery(serverUrl, `alter database "${template}" with allow_connections false`);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('templateDatabase', template);
  project.provide('pgliteSnapshot', '');
  return drop;
}
