// What `npm start` builds, from what, and where it records each build: read by scripts/start.mjs, and by the API's
// server test, which starts the compiled server when its build is current.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('./build-freshness.mjs').BuildTarget & { workspace: string, buildArgs?: string[] }} Build */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (/** @type {string[]} */ ...paths) => paths.map((p) => path.join(root, p));
// Stamps live outside the outputs: the web app's folder is served as it is, and Vite empties it on every build.
const stamps = path.join(root, 'node_modules/.cache/weekends-start');
const defaultWebDist = path.join(root, 'apps/web/dist');
const shared = at(
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/tsconfig.build.json',
);

/** @type {Build} */
export const apiBuild = {
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
};

/** The web app, built where the server will read it: `webDist` (WEB_DIST when set, apps/web/dist otherwise). */
export function webBuild(/** @type {string} */ webDist = defaultWebDist) {
  /** @type {Build} */
  const build = {
    name: 'web app',
    workspace: 'apps/web',
    buildArgs: webDist === defaultWebDist ? [] : ['--', '--outDir', webDist, '--emptyOutDir'],
    inputs: [
      ...shared,
      ...at(
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
        'apps/web/scripts',
        'apps/web/build',
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
  };
  return build;
}
