import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli, runProcess } from '../support/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LAUNCHER = join(ROOT, 'hosts/bin/metagame.js');
const version = (manifest: string) =>
  (JSON.parse(readFileSync(join(ROOT, manifest), 'utf8')) as { version: string }).version;

/** A shell in the checkout: PATH without node_modules/.bin, so only npx can find `metagame` and Node 24. */
const shellEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(delimiter),
});

describe('the metagame command npm install links', () => {
  it('runs as `npx metagame --version` from the checkout and prints the version', async () => {
    // --offline --no: never ask the registry for a package of that name, nor install one.
    const result = await runProcess('npx', ['--offline', '--no', '--', 'metagame', '--version'], {
      cwd: ROOT,
      env: shellEnv(),
    });
    // npx itself runs on the system Node, and under `npm test` npm may warn that this Node is older than
    // the project's engines (EBADENGINE): npm's own lines, not the CLI's. Nothing else may reach stderr.
    const cliStderr = result.stderr
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('npm warn'))
      .join('\n');
    expect(cliStderr).toBe('');
    expect(result.stdout.trim()).toBe(version('hosts/package.json'));
    expect(result.code).toBe(0);
  }, 60_000);

  it('prints the version of the release, which every workspace shares', async () => {
    const result = await runCli(['--version']);
    expect(result.stdout.trim()).toBe(version('package.json'));
    expect(result.code).toBe(0);
  });

  it('says to build first when the built CLI is missing (78)', async () => {
    const checkout = mkdtempSync(join(tmpdir(), 'metagame-unbuilt-'));
    try {
      mkdirSync(join(checkout, 'bin'));
      copyFileSync(LAUNCHER, join(checkout, 'bin/metagame.js'));
      const result = await runProcess(process.execPath, [join(checkout, 'bin/metagame.js'), '--version']);
      expect(result.stderr).toContain('run npm run build first');
      expect(result.code).toBe(78);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});

describe('usage errors', () => {
  it.each([
    [['bogus'], "unknown command 'bogus'"],
    [['--bogus'], "unknown option '--bogus'"],
    [['migrate', '--bogus'], "unknown option '--bogus'"],
    [['create-admin'], "required option '--email <email>' not specified"],
    [['create-admin', '--email'], "option '--email <email>' argument missing"],
    [['import', '--source', 'AllCards'], "option '--source <source>' argument 'AllCards' is invalid"],
    [['import'], "required option '--source <source>' not specified"],
  ])('`metagame %j` exits 64 with the parser message on stderr', async (args, message) => {
    const result = await runCli(args);
    expect(result.stderr).toContain(`error: ${message}`);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(64);
  });

  it('exits 64 with the help on stderr when no command is given', async () => {
    const result = await runCli([]);
    expect(result.stderr).toContain('Usage: metagame');
    expect(result.code).toBe(64);
  });

  it.each([[['--help']], [['help']], [['import', '--help']]])('`metagame %j` prints help and exits 0', async (args) => {
    const result = await runCli(args);
    expect(result.stdout).toContain('Usage: metagame');
    expect(result.code).toBe(0);
  });
});
