import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const COPIED = [
  'core',
  'contracts',
  'adapters',
  'hosts',
  'testkit',
  'test',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.depcruise.json',
  'eslint.config.js',
  '.dependency-cruiser.cjs',
  '.prettierrc.json',
  '.prettierignore',
  'scripts',
];

/** One forbidden arrow per rule of .dependency-cruiser.cjs: [rule, planted file, its imports]. */
const PLANTS: readonly (readonly [string, string, string])[] = [
  ['core-imports-only-core', 'core/src/shared/plant-framework.ts', "import 'inversify';\n"],
  ['core-no-node-builtins', 'core/src/shared/plant-builtin.ts', "import 'node:crypto';\n"],
  ['contracts-import-only-core', 'contracts/src/plant-adapters.ts', "import '@metagame/adapters';\n"],
  ['adapters-import-only-core', 'adapters/src/smtp/plant-contracts.ts', "import '@metagame/contracts';\n"],
  ['nothing-imports-hosts', 'adapters/src/smtp/plant-hosts.ts', "import '@metagame/hosts';\n"],
  ['frameworks-only-in-hosts', 'adapters/src/smtp/plant-express.ts', "import 'express';\n"],
  ['black-box-tests-speak-http', 'test/http/plant-core.ts', "import '@metagame/core';\n"],
  ['web-app-imports-only-itself', 'hosts/web/src/plant-contracts.ts', "import '@metagame/contracts';\n"],
  ['web-app-imports-only-itself', 'hosts/web/src/plant-builtin.ts', "import 'node:fs';\n"],
  ['migrations-are-frozen', 'adapters/src/sql/migrations/plant-live-code.ts', "import '@metagame/core';\n"],
  ['no-circular', 'core/src/shared/plant-cycle-a.ts', "import './plant-cycle-b.js';\n"],
];

/**
 * The gate must be able to fail: in a copy of the workspaces with one violation planted per rule,
 * `npm run lint` exits non-zero and names every rule at its planted file. (It once passed planted
 * adapter→hosts and adapter→express imports because every cross-workspace import resolved into dist/.)
 */
describe('the dependency gate (npm run lint)', () => {
  let copy: string;
  let result: { status: number | null; output: string };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'metagame-gate-'));
    for (const entry of COPIED)
      cpSync(join(ROOT, entry), join(copy, entry), {
        recursive: true,
        filter: (src) => !/(^|\/)(node_modules|dist)(\/|$)/.test(src.slice(ROOT.length)),
      });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    for (const [, file, source] of PLANTS) writeFileSync(join(copy, file), source);
    writeFileSync(join(copy, 'core/src/shared/plant-cycle-b.ts'), "import './plant-cycle-a.js';\n");
    writeFileSync(join(copy, 'core/src/shared/plant-unformatted.ts'), `export const wide = [${'1, '.repeat(60)}1];\n`);
    // The two checks planted here; eslint over the whole copy would add a minute and assert nothing.
    const run = spawnSync('npm', ['run', 'lint', '--', '--only=deps,format'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    result = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  }, 300_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('fails', () => {
    expect(result.status).not.toBe(0);
  });

  it.each(PLANTS)('names %s at %s', (rule, file) => {
    expect(result.output).toMatch(new RegExp(`error ${rule}: ${file.replace(/[.]/g, '\\.')}`));
  });

  it('names a file the formatter would change (lines wider than 120 columns)', () => {
    expect(result.output).toMatch(/\[warn\] core\/src\/shared\/plant-unformatted\.ts/);
    expect(result.output).toMatch(/lint failed: .*formatting/);
  });

  it('passes on the repository as it is', () => {
    const run = spawnSync(
      'npx',
      [
        'depcruise',
        '--config',
        '.dependency-cruiser.cjs',
        'core/src',
        'contracts/src',
        'adapters/src',
        'hosts/src',
        'hosts/web/src',
        'testkit/src',
        'test',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.status, run.stdout).toBe(0);
  }, 180_000);
});
