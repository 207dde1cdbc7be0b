// `npm run build -w apps/web [-- --outDir <dir>]`: the browser's bundle into <dir> (default dist), then the server's
// renderer of the public pages (src/entry-server.tsx) into <dir>/server, which the API loads and never serves.
import path from 'node:path';
import { build } from 'vite';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : 'dist');

await build({ build: { outDir, emptyOutDir: true } });
await build({
  build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, 'server'), emptyOutDir: true, copyPublicDir: false },
  logLevel: 'warn',
});
