import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI } from '../support/cli.js';

/** Makes the spawned runtime report another version before the CLI's first line runs. */
const pretendVersion = (version: string) =>
  `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'});Object.defineProperty(process,'version',{value:'v${version}'})`;

function runUnder(version: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', pretendVersion(version), CLI, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('the runtime the CLI needs', () => {
  it('runs the tests themselves on Node 24 (the runtime npm install brings)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('stops at once under Node 20 with one line naming the version needed and how to run it', async () => {
    const result = await runUnder('20.20.2', ['serve']);
    expect(result.code).toBe(78);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('needs Node.js 22.17 or newer (this is v20.20.2)');
    expect(result.stderr).toContain('npm start');
  });

  it('accepts Node 22.17, the oldest runtime MikroORM 7 supports', async () => {
    const result = await runUnder('22.17.0', ['--help']);
    expect(result.stderr).not.toContain('needs Node.js');
  });
});
