import { mergeConfig, type Plugin } from 'vite';
import fs from 'node:fs';
import base from './vite.config.ts';
const dump: Plugin = {
  name: 'dump-sizes', apply: 'build', generateBundle(_, bundle) {
    const out: Record<string, [string, number][]> = {};
    for (const c of Object.values(bundle)) if (c.type === 'chunk') out[c.fileName] = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm/').replace(/.*apps\/web\/src\//, 'src/'), m.renderedLength] as [string, number]).sort((a, b) => b[1] - a[1]);
    fs.writeFileSync('/tmp/chunk-sizes.json', JSON.stringify(out, null, 1));
  } };
export default (env: any) => mergeConfig((base as any)(env), { plugins: [dump], build: { outDir: '/tmp/webmap', emptyOutDir: true } });
