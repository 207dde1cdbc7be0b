import { ensureOpenApiDocument } from '../../build/openApiDocument.ts';

// Once per run, before any test file: the fake backend checks every answer against the API's document, which a
// fresh clone does not have until it is generated (build/openApiDocument.ts).
export default function setup() {
  ensureOpenApiDocument();
}
