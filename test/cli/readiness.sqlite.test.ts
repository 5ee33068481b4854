import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe } from '../support/cli.js';

/** Polls GET /health/ready until it answers `status` (the signal is delivered asynchronously). */
async function readinessBecomes(url: string, status: number): Promise<Response> {
  for (;;) {
    const res = await fetch(`${url}/health/ready`);
    if (res.status === status) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /health/ready across a real SIGTERM to `metagame serve`', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-ready-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 200 while serving, 503 from SIGTERM on while /health and other routes keep answering, until a second signal ends the drain', async () => {
    // A drain far longer than the test, so only the second signal can end it.
    const server = await startServe({ DATABASE_URL: `sqlite:${join(dir, 'app.db')}`, SHUTDOWN_DRAIN_SECONDS: '600' });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    server.child.kill('SIGTERM');
    const draining = await readinessBecomes(server.url, 503);
    expect(draining.headers.get('cache-control')).toBe('no-store');
    expect(draining.headers.get('x-request-id')).toBeTruthy();
    expect(await draining.json()).toMatchObject({ detail: 'Shutting down; not taking new requests.' });
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
    expect((await fetch(`${server.url}/api/v1/sets/`)).status).toBe(200);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(503);

    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = server.output();
    expect(lines).toContain('shutting down: draining');
    expect(lines).toContain('drained: closing');
  });
});
