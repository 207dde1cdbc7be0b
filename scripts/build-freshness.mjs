// Whether a build's output is older than its sources, so `npm start` rebuilds only what changed.
import fs from 'node:fs';
import path from 'node:path';

/** Tests never reach a build's output: editing one must not cost a rebuild at the next start. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The newest modification time (ms) among `paths`: files, and folders with everything under them. Folders count
 * too: deleting or renaming a source changes only its folder's time. A path that does not exist counts as 0.
 * @param {string[]} paths
 * @returns {number}
 */
export function newestModification(paths) {
  let newest = 0;
  const visit = (/** @type {string} */ entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      for (const name of fs.readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else if (!TEST_FILE.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/**
 * @typedef {object} BuildTarget
 * @property {string} name What is built, for the log line.
 * @property {string[]} inputs Files and folders the build reads.
 * @property {string[]} outputs Files the build writes: one missing means the build must run.
 * @property {string} stamp A file whose modification time is the start of the last successful build.
 */

/**
 * Why `target` must be built, or null when its output is up to date.
 * @param {BuildTarget} target
 * @returns {string | null}
 */
export function staleness(target) {
  const missing = target.outputs.find((output) => !fs.existsSync(output));
  if (missing) return `${missing} is missing`;
  let built;
  try {
    built = fs.statSync(target.stamp).mtimeMs;
  } catch {
    return 'no finished build is recorded';
  }
  return newestModification(target.inputs) > built ? 'sources changed since the last build' : null;
}

/**
 * Records a successful build that started at `startedAt` (ms). The start, not the end: a source saved while the
 * build ran may not be in its output, so it still counts as newer.
 * @param {BuildTarget} target
 * @param {number} startedAt
 */
export function recordBuild(target, startedAt) {
  fs.mkdirSync(path.dirname(target.stamp), { recursive: true });
  fs.writeFileSync(target.stamp, `${new Date(startedAt).toISOString()}\n`);
  fs.utimesSync(target.stamp, startedAt / 1000, startedAt / 1000);
}
