#!/usr/bin/env node
// Lints an OpenAPI document with Redocly CLI's recommended rules and the exceptions in redocly.yaml
// (each with its reason): `node scripts/lint-openapi.mjs [file]`, by default the committed
// docs/openapi.json, which a test keeps equal to what the server publishes. Warnings fail it too:
// the document is to stay clean, not merely valid. Offline: no usage data is sent
// (REDOCLY_TELEMETRY) and no update check asks the npm registry (REDOCLY_SUPPRESS_NOTIFICATIONS).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = process.argv[2] ?? 'docs/openapi.json';
const run = spawnSync(
  'npx',
  ['--no-install', 'redocly', 'lint', file, '--config', `${root}redocly.yaml`, '--format', 'json'],
  {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  },
);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`redocly lint did not report (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location?.[0];
  const at = where ? `${where.pointer} (line ${where.start?.line})` : '';
  console.error(`${problem.severity.padEnd(5)} ${problem.ruleId}: ${problem.message} ${at}`);
}
const { errors, warnings } = report.totals;
console.log(`${file}: ${errors} errors, ${warnings} warnings (Redocly recommended, redocly.yaml)`);
process.exit(errors + warnings === 0 ? 0 : 1);
