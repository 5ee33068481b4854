// Writes src/api/openapi.d.ts, the types of the typed API client, from the OpenAPI document the
// built host serves at /openapi.json. `build` and `typecheck` run it first, so a route added to the
// contracts reaches the app's types with the next build; the file is not committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '@metagame/hosts';

const target = new URL('../src/api/openapi.d.ts', import.meta.url);
const banner = '// Generated from /openapi.json by hosts/web/scripts/generate-api-types.mjs. Do not edit.\n';
const text = banner + astToString(await openapiTS(openApiDocument(), { defaultNonNullable: false }));
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // first run: nothing to compare with
}
// Unchanged types are not rewritten, so watchers and build caches see no change.
if (current !== text) {
  mkdirSync(new URL('.', target), { recursive: true });
  writeFileSync(target, text);
  console.log('wrote hosts/web/src/api/openapi.d.ts');
}
