import fs from 'node:fs';
import { buildDocument, OPENAPI_FILE } from './document.ts';

// `npm run openapi -w apps/api` writes apps/api/openapi.json; `-- --check` fails when the file is not current.
const text = await buildDocument();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
  if (current !== text) {
    console.error('apps/api/openapi.json is not current: run `npm run openapi`.');
    process.exit(1);
  }
} else {
  // Written whole, then renamed: the two web test projects' setups may ask for it at once, and neither may read half.
  const partial = `${OPENAPI_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, OPENAPI_FILE);
  console.log(`Wrote ${OPENAPI_FILE}`);
}
