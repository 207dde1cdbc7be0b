import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README's `npm run db:seed -- --activities 50000`, run from the repository root, must reach the seed command
 * with its arguments (npm passes what follows `--` to the root script, and the root script must pass it on to the
 * workspace's). An invalid count proves it without seeding anything: the command refuses it before it opens a
 * database, and the database named here does not exist, so a command that lost its arguments fails differently.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('npm run db:seed from the repository root', () => {
  it('passes --activities on to the seed command', () => {
    const run = spawnSync('npm', ['run', 'db:seed', '--', '--activities', 'not-a-number'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/no_such_database' },
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('--activities must be a whole number, got not-a-number');
  }, 60_000);
});
