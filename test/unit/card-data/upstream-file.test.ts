import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openUpstreamFile } from '@metagame/adapters';

/**
 * An upstream that starts sending `Cards.json` and never finishes, and never answers the
 * `.sha256` sidecar request: the caller is stopped while the sidecar is awaited.
 */
function stallingUpstream(): Promise<{ server: Server; base: string; sidecarAsked: Promise<void> }> {
  let sidecarAsked!: () => void;
  const asked = new Promise<void>((resolve) => (sidecarAsked = resolve));
  const server = createServer((request, response) => {
    if (request.url === '/Cards.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data": {');
    } else if (request.url === '/Cards.json.sha256') {
      sidecarAsked();
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sidecarAsked: asked }),
    ),
  );
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

describe('openUpstreamFile', () => {
  it("fails with the caller's reason when it is stopped while the sidecar is awaited, and the opened body raises no uncaught error", async () => {
    const upstream = await stallingUpstream();
    server = upstream.server;
    const stop = new AbortController();
    const opening = openUpstreamFile(upstream.base, 'Cards', { idleTimeoutMs: 10_000, signal: stop.signal });
    await upstream.sidecarAsked;
    const reason = new Error('stopped by SIGTERM');
    stop.abort(reason);
    // Before the fix, the body's 'error' had no listener here: vitest reports it as an unhandled
    // error (and the CLI exited 1 instead of 143).
    await expect(opening).rejects.toBe(reason);
    await new Promise((resolve) => setImmediate(resolve));
  });
});
