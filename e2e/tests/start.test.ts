import assert from 'node:assert/strict';
import { expect, test } from '../fixtures.ts';
import { alive, descendants } from '../support/processes.ts';

test("npm start's script serves the compiled product and, on SIGTERM, stops with every process it started", async ({
  ownServer,
}) => {
  // npm run test:e2e has just built everything: the script builds nothing and runs the compiled server.
  const server = await ownServer('npm-start', { SEED_ON_START: 'false' }, 'scripts/start.mjs');
  assert.ok(server.pid);
  const started = descendants(server.pid);
  expect(started.length, 'the server runs as a process of its own').toBeGreaterThan(0);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text(), 'the page rendered on the server').toMatch(/<div id="root"><div/);

  expect(await server.stop(), 'it stopped by itself, gracefully, within 10 s').toBe(0);
  expect(started.filter(alive), 'no process outlives it').toEqual([]);
});

test("the server ends with npm start's script even when that is killed outright (SIGKILL)", async ({ ownServer }) => {
  const server = await ownServer('npm-start-killed', { SEED_ON_START: 'false' }, 'scripts/start.mjs');
  assert.ok(server.pid);
  const started = descendants(server.pid);
  expect(started.length, 'the server runs as a process of its own').toBeGreaterThan(0);

  // As a supervisor does when the script outlives its stop timeout.
  process.kill(server.pid, 'SIGKILL');
  await expect.poll(() => started.filter(alive), { message: 'no process outlives it', timeout: 15_000 }).toEqual([]);
  await expect(fetch(`${server.url}/api/health`), 'the port is free').rejects.toThrow();
});
