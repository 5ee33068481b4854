#!/usr/bin/env -S node --max-semi-space-size=16
// The `metagame` command that npm install links into node_modules/.bin (run it with `npx metagame`).
// npm links a bin only if its file exists at install time, and hosts/dist/ appears only with the
// build, so this committed file stands in for the built CLI and loads it. Its shebang passes the
// same V8 flag as hosts/src/cli/main.ts, which explains it; like that file, it imports nothing that
// an old Node cannot parse, so main.js can still name the Node version it needs.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('metagame is not built: run npm run build first (in the checkout), then try again.\n');
  process.exit(78); // EX_CONFIG, like main.js's runtime check: the installation is not ready to run
}
await import(main.href);
