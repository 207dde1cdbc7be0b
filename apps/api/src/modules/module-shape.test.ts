import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rule between modules (docs/ARCHITECTURE.md, 'One module shape'): a module uses another only through that
 * module's index.ts when it has one (the list of what others may use), else through its service.ts, and no two
 * modules depend on each other, directly or round a longer loop. The plugins and lib/ keep the same rule. Tests,
 * testing/ helpers and the seed may reach anything, since they set up and inspect state across modules on purpose.
 */
const modulesDir = dirname(fileURLToPath(import.meta.url));
const srcDir = dirname(modulesDir);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface ModuleImport {
  file: string;
  target: string;
  from: string;
  to: string;
}

/** `from '…'` (imports and re-exports, type-only ones too), `import '…'` and `import('…')`, relative paths only. */
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const moduleOf = (path: string) => relative(modulesDir, path).split(sep)[0]!;

/** Every module file, and the shared code beside the modules that uses them (plugins, lib). */
const scanned = [modulesDir, join(srcDir, 'plugins'), join(srcDir, 'lib')].flatMap(sourceFiles);

const crossModuleImports: ModuleImport[] = scanned.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(specifiers)]
    .map((match) => resolve(dirname(file), match[1]!))
    .filter((target) => !relative(modulesDir, target).startsWith('..') && relative(modulesDir, target).includes(sep))
    .map((target) => ({
      file: relative(modulesDir, file),
      target: relative(modulesDir, target),
      from: relative(modulesDir, file).startsWith('..') ? relative(srcDir, file).split(sep)[0]! : moduleOf(file),
      to: moduleOf(target),
    }))
    .filter((edge) => edge.from !== edge.to),
);

/** One loop of modules each importing the next, the first repeated at the end; null when the graph has none. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('module shape', () => {
  it('finds the imports between modules, through service.ts and index.ts alike (the scan itself works)', () => {
    const targets = new Set(crossModuleImports.map((edge) => edge.target.split(sep).slice(1).join('/')));
    expect(targets.has('service.ts') && targets.has('index.ts')).toBe(true);
  });

  it('imports another module only through its index.ts, or its service.ts when it has no index.ts', () => {
    const entryOf = (module: string) => (existsSync(join(modulesDir, module, 'index.ts')) ? 'index.ts' : 'service.ts');
    const private_ = crossModuleImports
      .filter((edge) => edge.target.split(sep).slice(1).join('/') !== entryOf(edge.to))
      .map((edge) => `${edge.file} -> ${edge.target.split(sep).join('/')}`);
    expect(private_).toEqual([]);
  });

  it('keeps accounts, which most modules use, free of every other module', () => {
    // Accounts announces what others react to (a proven e-mail: app.onEmailProven) instead of calling them.
    const fromAccounts = crossModuleImports
      .filter((edge) => edge.from === 'accounts')
      .map((edge) => `${edge.file} -> ${edge.target.split(sep).join('/')}`);
    expect(scanned.some((file) => moduleOf(file) === 'accounts')).toBe(true);
    expect(fromAccounts).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const edge of crossModuleImports) edges.set(edge.from, (edges.get(edge.from) ?? new Set()).add(edge.to));
    const cycle = findCycle(edges);
    const why = cycle?.slice(1).map((to, i) => {
      const from = cycle[i]!;
      const files = crossModuleImports.filter((edge) => edge.from === from && edge.to === to).map((edge) => edge.file);
      return `${from} -> ${to} (${[...new Set(files)].join(', ')})`;
    });
    expect(why ?? null).toBeNull();
  });
});
