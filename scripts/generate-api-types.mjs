// Regenerates what derives from the OpenAPI document the server publishes: docs/openapi.json (the
// committed copy that reviews see change and Redocly lints) and test/generated/openapi.d.ts (the
// typed client of the test suites). Run after changing a contract: `npm run generate:api`.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '@metagame/hosts';

const document = openApiDocument();
writeFileSync(new URL('../docs/openapi.json', import.meta.url), `${JSON.stringify(document, null, 2)}\n`);
console.log('wrote docs/openapi.json');
const ast = await openapiTS(document, { defaultNonNullable: false });
const banner = '// Generated from /openapi.json by scripts/generate-api-types.mjs. Do not edit.\n';
writeFileSync(new URL('../test/generated/openapi.d.ts', import.meta.url), banner + astToString(ast));
console.log('wrote test/generated/openapi.d.ts');
