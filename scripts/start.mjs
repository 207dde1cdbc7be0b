// `npm start`: builds what is missing or out of date (the shared package and the API with tsc, the web app with
// Vite), then runs the compiled server, passing stop signals on; the server ends with this process however it ends,
// so that no process outlives `npm start`.
// With --build-only it stops after building (the end-to-end tests run the compiled server themselves).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordBuild, staleness } from './build-freshness.mjs';
import { apiBuild, webBuild } from './build-targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = [apiBuild, webBuild(process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : undefined)];

/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    // Ctrl-C reaches this process twice (from the terminal and from npm): the server hears it once, and a second
    // signal would make it skip the graceful stop.
    if (stopping) return;
    stopping = true;
    if (current && current.exitCode === null) current.kill(signal);
    else process.exit(1);
  });
}

/** Runs a command to its end; answers its exit code (1 when a signal ended it). */
function run(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {import('node:child_process').SpawnOptions} */ options,
) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current.once('exit', (code) => resolve(code ?? 1));
  });
}

for (const target of targets) {
  const reason = staleness(target);
  if (!reason) {
    console.log(`start: ${target.name} is up to date`);
    continue;
  }
  console.log(`start: building the ${target.name} (${reason})`);
  const startedAt = Date.now();
  const code = await run('npm', ['run', 'build', '-w', target.workspace, ...(target.buildArgs ?? [])], {});
  if (code !== 0 || stopping) process.exit(code || 1);
  recordBuild(target, startedAt);
}

if (process.argv.includes('--build-only')) process.exit(0);

// Its own process group, so Ctrl-C in a terminal reaches the server only through this process, once. Out of this
// process's group, the server would outlive a SIGKILL to it; the channel closes whenever this process ends, and the
// server then stops gracefully (apps/api/src/shutdown.ts).
process.exit(
  await run(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    detached: true,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  }),
);
