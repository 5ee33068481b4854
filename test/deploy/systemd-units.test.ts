import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const UNITS = join(REPO, 'deploy', 'systemd');
const analyzer = spawnSync('systemd-analyze', ['--version']).status === 0;

/**
 * The example units, checked by systemd's own parser: each copied with the checkout standing in for
 * /srv/metagame (verify also requires the ExecStart program to exist: this checkout's Node 24).
 * Without systemd-analyze on the machine there is nothing to check them with, and the suite says so.
 */
describe.skipIf(!analyzer)('the systemd units (systemd-analyze verify)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'metagame-units-'));
  const units = readdirSync(UNITS);
  for (const unit of units) {
    writeFileSync(join(dir, unit), readFileSync(join(UNITS, unit), 'utf8').replaceAll('/srv/metagame', REPO));
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const verify = (names: string[]) =>
    spawnSync('systemd-analyze', ['verify', ...names], { cwd: dir, encoding: 'utf8' });

  it('are a service, the import service and its timer', () => {
    expect(units.sort()).toEqual(['metagame-import.service', 'metagame-import.timer', 'metagame.service']);
  });

  it('verify without an error or a warning', () => {
    const run = verify(units.map((unit) => `./${unit}`));
    expect(run.stderr + run.stdout).toBe('');
    expect(run.status).toBe(0);
  });

  it('would be flagged with an unknown key (the check fires)', () => {
    writeFileSync(join(dir, 'broken.service'), '[Service]\nExecStart=/bin/true\nRestartt=always\n');
    expect(verify(['./broken.service']).stderr).toContain("Unknown key 'Restartt'");
  });
});
