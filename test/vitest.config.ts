import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));
const coreSrc = fileURLToPath(new URL('../core/src/', import.meta.url));

/**
 * The published data the classifier suites check against (the community's definitions and
 * tournament files, MTGJSON sets), from the team's data folder beside the checkout when the
 * environment names no other: those suites skip without it.
 */
const realData = fileURLToPath(new URL('../../shared/realdata/', import.meta.url));
const realDataDirs: Record<string, string> = {};
for (const [variable, folder] of [
  ['METAGAME_REAL_META_DIR', 'meta'],
  ['METAGAME_REAL_MTGJSON_DIR', 'mtgjson'],
] as const) {
  const dir = process.env[variable] ?? `${realData}${folder}`;
  if (existsSync(dir)) realDataDirs[variable] = dir;
}

/**
 * Tests run the TypeScript sources of every workspace directly (one module graph, no stale dist);
 * only the CLI suite spawns the built binary, which `npm test` builds first.
 */
export default defineConfig({
  resolve: {
    alias: [
      // A use case is imported from its own file: @metagame/core/<area>/use-cases/<name>.
      { find: /^@metagame\/core\/(.+)$/, replacement: `${coreSrc}$1.ts` },
      { find: /^@metagame\/core$/, replacement: src('core') },
      { find: /^@metagame\/contracts$/, replacement: src('contracts') },
      { find: /^@metagame\/adapters$/, replacement: src('adapters') },
      { find: /^@metagame\/hosts$/, replacement: src('hosts') },
      { find: /^@metagame\/testkit$/, replacement: src('testkit') },
    ],
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Every error answer a suite provokes from an app under test must carry a catalogued code.
    setupFiles: ['./support/error-body-guard.ts'],
    env: realDataDirs,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its module cache from one test file to the next: importing the app's module
    // graph afresh for every file cost more worker time than all the HTTP suites' requests. Suites
    // own no module-level state; what they share (the fetch guard, the watched apps) is on globalThis.
    isolate: false,
  },
});
