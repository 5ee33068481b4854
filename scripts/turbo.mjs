#!/usr/bin/env node
// Runs turbo with its anonymous usage telemetry off, so `npm run build` and `npm run typecheck` send
// nothing and write no telemetry id under ~/.config/turborepo on a fresh machine. turbo reads the
// opt-out only from the environment (or a per-user `turbo telemetry disable`); setting it here works on
// every shell npm may use, where `VAR=1 turbo …` in a script would not.
import { spawnSync } from 'node:child_process';

const run = spawnSync('turbo', process.argv.slice(2), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (run.error) throw run.error;
process.exit(run.status ?? 1);
