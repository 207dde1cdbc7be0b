// `npm start`: builds what is missing or out of date (the shared package and the API with tsc, the web app with
// Vite), then runs the compiled server, passing stop signals on; the server ends with this process however it ends,
// so that no process outlives `npm start`.
// With --build-only it stops after building (the end-to-end tests run the compiled server themselves).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordBuild, staleness } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (/** @type {string[]} */ ...paths) => paths.map((p) => path.join(root, p));
// Stamps live outside the outputs: the web app's folder is served as it is, and Vite empties it on every build.
const stamps = path.join(root, 'node_modules/.cache/weekends-start');
const defaultWebDist = path.join(root, 'apps/web/dist');
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : defaultWebDist;
const shared = at(
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/tsconfig.build.json',
);

/** @type {(import('./build-freshness.mjs').BuildTarget & { workspace: string, buildArgs?: string[] })[]} */
const targets = [
  {
    // tsc -b builds the shared package first (a project reference) and, within each, only the files that changed.
    name: 'shared package and API',
    workspace: 'apps/api',
    inputs: [
      ...shared,
      ...at(
        'apps/api/src',
        'apps/api/package.json',
        'apps/api/tsconfig.json',
        'apps/api/tsconfig.build.json',
        'tsconfig.base.json',
        'package-lock.json',
      ),
    ],
    outputs: at(
      'packages/shared/dist/index.js',
      'apps/api/dist/server.js',
      'apps/api/dist/db/migrations/meta/_journal.json',
    ),
    stamp: path.join(stamps, 'api'),
  },
  {
    name: 'web app',
    workspace: 'apps/web',
    // Built where the server will read it: WEB_DIST when set, apps/web/dist otherwise.
    buildArgs: webDist === defaultWebDist ? [] : ['--', '--outDir', webDist, '--emptyOutDir'],
    inputs: [
      ...shared,
      ...at(
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
        'apps/web/scripts',
        'apps/web/package.json',
        'package-lock.json',
      ),
    ],
    // The server's renderer too, so a build from before it existed is made again.
    outputs: [path.join(webDist, 'index.html'), path.join(webDist, 'server', 'entry-server.js')],
    stamp: path.join(
      stamps,
      webDist === defaultWebDist ? 'web' : `web-${createHash('sha256').update(webDist).digest('hex').slice(0, 12)}`,
    ),
  },
];

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
