#!/usr/bin/env node
// `npm run lint`: the dependency gate, the formatter check, eslint and the OpenAPI lint (Redocly, on
// the committed docs/openapi.json; see scripts/lint-openapi.mjs), each run even when an earlier
// one failed, so one run names every problem; the exit code is non-zero when any of them failed.
import { spawnSync } from 'node:child_process';

const SOURCES = ['core/src', 'contracts/src', 'adapters/src', 'hosts/src', 'hosts/web/src', 'testkit/src', 'test'];
const CHECKS = [
  ['dependency gate', 'depcruise', ['--config', '.dependency-cruiser.cjs', ...SOURCES]],
  ['formatting (prettier, 120 columns)', 'prettier', ['--check', '.']],
  ['eslint', 'eslint', ['.']],
  ['OpenAPI document (Redocly recommended rules, redocly.yaml)', 'node', ['scripts/lint-openapi.mjs']],
];

const failed = [];
for (const [name, command, args] of CHECKS) {
  const run = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
