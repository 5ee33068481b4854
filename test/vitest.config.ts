import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

/**
 * Tests run the TypeScript sources of every workspace directly (one module graph, no stale dist);
 * only the CLI suite spawns the built binary, which `npm test` builds first.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@metagame/core': src('core'),
      '@metagame/contracts': src('contracts'),
      '@metagame/adapters': src('adapters'),
      '@metagame/hosts': src('hosts'),
      '@metagame/testkit': src('testkit'),
    },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
