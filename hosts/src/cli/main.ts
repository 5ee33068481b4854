#!/usr/bin/env -S node --max-semi-space-size=16 --max-old-space-size=1024
// The entry point checks the runtime before anything else loads: on an older Node, MikroORM 7 and
// node:sqlite fail deep inside a dependency. It imports nothing and uses no newer syntax, so any
// Node that can parse an ES module prints the one line below instead. (EX_CONFIG exit status.)
// The shebang (and the npm scripts) keep V8's young generation at Node 20's 2 × 16 MiB: on a large
// machine Node 24 grows it to 2 × 64 MiB, which lifted an AllPrices import's peak RSS from 235 to
// 343 MB at the same speed (bench/card-data.mjs). They also cap the old generation at 1 GiB: with
// the default cap (a quarter of a large machine's memory) V8 let a tournament folder import's
// garbage reach a 300 MB peak where 1 GiB collects it at 170 MB, at the same speed
// (bench/meta-import.mjs); no command's live heap comes near it. Cluster workers inherit the flags.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  process.stderr.write(
    `metagame needs Node.js 22.17 or newer (this is ${process.version}). Run it through npm, which uses the Node 24 that npm install put in node_modules/.bin: npm start, or npm run cli -- <command>\n`,
  );
  process.exit(78);
}
await import('./program.js');
