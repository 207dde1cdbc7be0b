// `npm run openapi -w apps/web` writes src/lib/api/schema.d.ts from the API's document (apps/api/openapi.json), which
// `npm run openapi` at the root writes first (and which is generated here when it is missing).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_SCHEMA_FILE, generateApiSchema } from '../build/apiSchema.ts';

fs.mkdirSync(new URL('.', API_SCHEMA_FILE), { recursive: true });
fs.writeFileSync(API_SCHEMA_FILE, await generateApiSchema());
console.log(`Wrote ${fileURLToPath(API_SCHEMA_FILE)}`);
