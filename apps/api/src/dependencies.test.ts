import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * A fresh `npm install` must be clean on every Node.js version the project declares: a package that needs a newer
 * Node.js than ours warns at install and may fail at run time on the oldest one we promise to run on. Where a
 * dependency's newest release dropped an older Node.js without changing what we use, the root package.json
 * overrides it with the last release that supports ours (see its "overrides").
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe('installed packages', () => {
  const declared: string = readJson('package.json').engines.node;
  const locked: Record<string, LockedPackage> = readJson('package-lock.json').packages;

  it('declares the Node.js versions it runs on', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });

  it('needs no Node.js newer than the project declares, in any installed package', () => {
    const tooNew = Object.entries(locked)
      .filter(([, pkg]) => !pkg.optional && pkg.engines && !Array.isArray(pkg.engines) && pkg.engines.node)
      .filter(([, pkg]) => !semver.subset(declared, (pkg.engines as { node: string }).node))
      .map(([name, pkg]) => `${name}@${pkg.version} needs node ${(pkg.engines as { node: string }).node}`);
    expect(tooNew).toEqual([]);
  });
});
