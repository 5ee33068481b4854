#!/usr/bin/env node
// The entry point checks the runtime before anything else loads: on an older Node, MikroORM 7 and
// node:sqlite fail deep inside a dependency. It imports nothing and uses no newer syntax, so any
// Node that can parse an ES module prints the one line below instead. (EX_CONFIG exit status.)
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  process.stderr.write(
    `metagame needs Node.js 22.17 or newer (this is ${process.version}). Run it through npm, which uses the Node 24 that npm install put in node_modules/.bin: npm start, or npm run cli -- <command>\n`,
  );
  process.exit(78);
}
await import('./program.js');
