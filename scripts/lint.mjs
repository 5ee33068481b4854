#!/usr/bin/env node
// `npm run lint`: the dependency gate, the formatter check, eslint and the OpenAPI lint (Redocly, on
// the committed docs/openapi.json; see scripts/lint-openapi.mjs), each run even when an earlier
// one failed, so one run names every problem; the exit code is non-zero when any of them failed.
// `--only=deps,format` runs just those checks (ids below): the gate's own test plants violations of
// those two and need not wait for eslint over the whole copy.
import { spawnSync } from 'node:child_process';

const SOURCES = ['core/src', 'contracts/src', 'adapters/src', 'hosts/src', 'hosts/web/src', 'testkit/src', 'test'];
const CHECKS = [
  ['deps', 'dependency gate', 'depcruise', ['--config', '.dependency-cruiser.cjs', ...SOURCES]],
  ['format', 'formatting (prettier, 120 columns)', 'prettier', ['--check', '.']],
  ['eslint', 'eslint', 'eslint', ['.']],
  ['openapi', 'OpenAPI document (Redocly recommended rules, redocly.yaml)', 'node', ['scripts/lint-openapi.mjs']],
];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = (only ?? []).filter((id) => !CHECKS.some(([known]) => known === id));
if (unknown.length > 0) {
  console.error(`lint: unknown check ${unknown.join(', ')}; the checks are ${CHECKS.map(([id]) => id).join(', ')}`);
  process.exit(2);
}

const failed = [];
for (const [id, name, command, args] of CHECKS) {
  if (only && !only.includes(id)) continue;
  const run = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
