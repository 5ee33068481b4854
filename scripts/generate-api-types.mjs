// Regenerates test/generated/openapi.d.ts from the OpenAPI document the server publishes.
// Run after changing a contract: `npm run build && node scripts/generate-api-types.mjs`.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '@metagame/hosts';

const ast = await openapiTS(openApiDocument(), { defaultNonNullable: false });
const banner = '// Generated from /openapi.json by scripts/generate-api-types.mjs. Do not edit.\n';
writeFileSync(new URL('../test/generated/openapi.d.ts', import.meta.url), banner + astToString(ast));
console.log('wrote test/generated/openapi.d.ts');
