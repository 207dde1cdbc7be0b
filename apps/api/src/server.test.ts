import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** `npm start`'s server as an operator starts it: its own process, its own environment, on an empty embedded database. */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server; once `until` shows in its output, runs `then` (given the output so far) and stops it with SIGTERM. */
function start(env: NodeJS.ProcessEnv, until: RegExp, then: (output: string) => Promise<void> = async () => {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    let stopping = false;
    const watch = setInterval(() => {
      if (stopping || !until.test(stdout + stderr)) return;
      stopping = true;
      void then(stdout + stderr).finally(() => child.kill('SIGTERM'));
    }, 100);
    child.once('exit', (code) => {
      clearInterval(watch);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
  return done;
}

describe('starting the server', () => {
  it('stops with one line naming a missing setting, without a stack trace', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production' }, /(?!)/);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid environment: SESSION_SECRET must be set in production');
  }, 60_000);

  it('adds no demo data in production unless asked, and says so', async () => {
    const { stdout } = await start({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' }, /Weekends is running/);
    expect(stdout).toContain('seed: off (SEED_ON_START=false, the default in production): no demo data added');
    expect(stdout).not.toContain('demo catalogue inserted');
  }, 120_000);

  it('logs requests without the tokens, codes or e-mail addresses their addresses carry', async () => {
    const secret = 'SeCrEtToKeN1234567890';
    const { stdout } = await start({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' }, /Server listening at http:\/\/127\.0\.0\.1:\d+/, async (output) => {
      const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
      await fetch(`${base}/api/auth/google/callback?code=${secret}&state=${secret}`);
      await fetch(`${base}/api/host-applications/email-check?email=amira%40example.test&token=${secret}`);
      await fetch(`${base}/confirm-email/amira@example.test?t=${secret}`);
    });
    expect(stdout).toContain('"url":"/api/auth/google/callback?code=[redacted]&state=[redacted]"');
    expect(stdout).toContain('/confirm-email/[email]?t=[redacted]');
    expect(stdout).not.toContain(secret);
    expect(stdout).not.toContain('amira');
  }, 120_000);
});
