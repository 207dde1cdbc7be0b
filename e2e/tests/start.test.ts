import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { startServer } from '../support/server.ts';

/** The processes `pid` started, and theirs, from `ps` (Linux and macOS). */
function descendants(pid: number): number[] {
  let output = '';
  try {
    output = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children.
  }
  const children = output.split('\n').flatMap((line) => (line.trim() ? [Number(line.trim())] : []));
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("npm start's script serves the compiled product and, on SIGTERM, stops with every process it started", async () => {
  // npm run test:e2e has just built everything: the script builds nothing and runs the compiled server.
  const server = await startServer('npm-start', { SEED_ON_START: 'false' }, 'scripts/start.mjs');
  assert.ok(server.pid);
  const started = descendants(server.pid);
  assert.ok(started.length > 0, 'the server runs as a process of its own');
  const home = await fetch(`${server.url}/`);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /<div id="root"><div/, 'the page rendered on the server');

  assert.equal(await server.stop(), 0, 'it stopped by itself, gracefully, within 10 s');
  assert.deepEqual(started.filter(alive), [], 'no process outlives it');
});

test("the server ends with npm start's script even when that is killed outright (SIGKILL)", async () => {
  const server = await startServer('npm-start-killed', { SEED_ON_START: 'false' }, 'scripts/start.mjs');
  assert.ok(server.pid);
  const started = descendants(server.pid);
  assert.ok(started.length > 0, 'the server runs as a process of its own');

  // As a supervisor does when the script outlives its stop timeout.
  process.kill(server.pid, 'SIGKILL');
  const deadline = Date.now() + 15_000;
  while (started.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const survivors = started.filter(alive);
  for (const pid of survivors) process.kill(pid, 'SIGKILL');
  assert.deepEqual(survivors, [], 'no process outlives it');
  await assert.rejects(fetch(`${server.url}/api/health`), 'the port is free');
  await server.stop();
});
