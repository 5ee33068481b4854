import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

/** A loopback HTTP upstream serving a fixture directory; `hold()` parks requests until released. */
export interface MtgjsonServer {
  readonly url: string;
  hold(): () => void;
  /** Parks the requests whose path matches `path` (a file mid-import) until released. */
  holdAt(path: RegExp): HeldRequests;
  /** Resolves when the first request arrives (even a held one). */
  readonly firstRequest: Promise<void>;
  close(): Promise<void>;
}

export interface HeldRequests {
  /** Resolves when the first matching request arrives (and is parked). */
  readonly arrived: Promise<void>;
  release(): void;
}

export async function startMtgjsonServer(dir: string): Promise<MtgjsonServer> {
  let gate: Promise<void> | null = null;
  const holds = new Set<{ path: RegExp; gate: Promise<void>; arrived: () => void }>();
  let closed = false;
  let arrived!: () => void;
  const firstRequest = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((req, res) => {
    arrived();
    void (async () => {
      if (gate) await gate;
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      for (const held of [...holds].filter((h) => h.path.test(pathname))) {
        held.arrived();
        await held.gate;
      }
      // A request released while the test tears down must not read a fixture directory being removed.
      if (closed) return void res.destroy();
      const path = join(dir, normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, ''));
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'Content-Length': size, 'Content-Type': 'application/octet-stream' });
      createReadStream(path)
        .once('error', () => res.destroy())
        .pipe(res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    firstRequest,
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    holdAt: (path) => {
      let release!: () => void;
      let arrived!: () => void;
      const held = { path, gate: new Promise<void>((resolve) => (release = resolve)), arrived: () => arrived() };
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      holds.add(held);
      return {
        arrived: arrival,
        release: () => {
          holds.delete(held);
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
