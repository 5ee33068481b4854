import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

/** How one file is sent: part of it and then silence, or a few bytes at a time but steadily. */
export type Pace = { readonly stallAfterBytes: number } | { readonly bytesPerTick: number; readonly everyMs: number };

/** What the server saw of the responses sent at a pace. */
export interface PacedFile {
  /** Resolves when the client closes the connection before the whole file was sent. */
  readonly cutOff: Promise<void>;
}

/** A loopback HTTP upstream serving a fixture directory; `hold()` parks requests until released. */
export interface MtgjsonServer {
  readonly url: string;
  hold(): () => void;
  /** Parks the requests whose path matches `path` (a file mid-import) until released. */
  holdAt(path: RegExp): HeldRequests;
  /** From now on, `file` (e.g. `AllPricesToday.json.gz`) is sent at `pace` (the real size announced). */
  pace(file: string, pace: Pace): PacedFile;
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
  const paces = new Map<string, { pace: Pace; cutOff: () => void }>();
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
      const name = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      const path = join(dir, name);
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'Content-Length': size, 'Content-Type': 'application/octet-stream' });
      const paced = paces.get(name.replace(/^[/\\]+/, ''));
      if (paced) return sendPaced(res, readFileSync(path), paced.pace, paced.cutOff);
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
    pace: (file, pace) => {
      let cutOff!: () => void;
      const seen = new Promise<void>((resolve) => (cutOff = resolve));
      paces.set(file, { pace, cutOff });
      return { cutOff: seen };
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendPaced(res: ServerResponse, bytes: Buffer, pace: Pace, cutOff: () => void): void {
  const ticker = 'stallAfterBytes' in pace ? undefined : trickle(res, bytes, pace.bytesPerTick, pace.everyMs);
  res.once('close', () => {
    clearInterval(ticker);
    if (!res.writableFinished) cutOff();
  });
  if ('stallAfterBytes' in pace) res.write(bytes.subarray(0, pace.stallAfterBytes));
}

function trickle(res: ServerResponse, bytes: Buffer, bytesPerTick: number, everyMs: number): NodeJS.Timeout {
  let sent = 0;
  const ticker = setInterval(() => {
    res.write(bytes.subarray(sent, (sent += bytesPerTick)));
    if (sent >= bytes.length) {
      clearInterval(ticker);
      res.end();
    }
  }, everyMs);
  return ticker;
}
