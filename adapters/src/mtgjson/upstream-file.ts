import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { OnDownloadProgress } from '@metagame/core';
import { DownloadGuard } from './download-guard.js';
import { GuardedBody, type ChunkSource } from './guarded-body.js';

/** How every download of one call may end early: the caller's signal, or the upstream going quiet. */
export interface DownloadOptions {
  /** A download fails when the upstream sends nothing for this long while we wait on it. */
  readonly idleTimeoutMs: number;
  /** Aborting cancels the download: the call or the stream fails with the signal's reason. */
  readonly signal?: AbortSignal;
}

/** One upstream file opened for streaming: raw (possibly gzip) bytes plus what to verify them with. */
export interface OpenedFile {
  readonly name: string;
  readonly body: Readable;
  readonly gzip: boolean;
  readonly bytesTotal: number | null;
  /** Lowercase hex SHA-256 of the raw bytes from the `.sha256` sidecar, or null when none is offered. */
  readonly sha256: string | null;
}

/**
 * Opens `<base>/<stem>.json.gz` when offered, else `<base>/<stem>.json`, over http(s) or file://,
 * with its `.sha256` sidecar when there is one (MTGJSON: the bare hex digest of the exact file).
 */
export async function openUpstreamFile(baseUrl: string, stem: string, options: DownloadOptions): Promise<OpenedFile> {
  for (const name of [`${stem}.json.gz`, `${stem}.json`]) {
    const opened = await openUrl(`${baseUrl}/${name}`, options);
    if (!opened) continue;
    let sidecar: string | null;
    // Until the caller pipes the body, nothing listens for its errors; an abort while the sidecar is
    // read destroys it with one, which would otherwise be an uncaught 'error' event and end the
    // process (a SIGTERM then exited 1, not 143). The listener stays on a destroyed body, whose
    // 'error' comes a tick later; the error stays on the stream (`errored`) for the caller's pipeline.
    const parked = (): void => {};
    opened.body.on('error', parked);
    try {
      sidecar = await readSmall(`${baseUrl}/${name}.sha256`, options);
    } catch (error) {
      opened.body.destroy();
      throw error;
    }
    if (!opened.body.destroyed) opened.body.off('error', parked);
    const sha256 = sidecar === null ? null : sidecar.trim().split(/\s+/)[0]!.toLowerCase();
    return { name, body: opened.body, gzip: name.endsWith('.gz'), bytesTotal: opened.size, sha256 };
  }
  throw new Error(`Upstream offers neither ${stem}.json.gz nor ${stem}.json at ${baseUrl}.`);
}

/** A small file (Meta.json, a sidecar) as text, or null when the upstream does not have it. */
export async function readSmall(url: string, options: DownloadOptions): Promise<string | null> {
  const opened = await openUrl(url, options);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
  } catch (error) {
    options.signal?.throwIfAborted();
    throw new Error(`Reading ${url} failed: ${messageOf(error)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function openUrl(url: string, options: DownloadOptions): Promise<{ body: Readable; size: number | null } | null> {
  options.signal?.throwIfAborted();
  const guard = new DownloadGuard(options.idleTimeoutMs, options.signal);
  if (url.startsWith('file:')) {
    const path = fileURLToPath(url);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      guard.dispose();
      return null;
    }
    return { body: new GuardedBody(fileSource(path), guard), size: info.size };
  }
  let response: Response;
  guard.waiting();
  try {
    response = await fetch(url, { redirect: 'follow', signal: guard.signal });
  } catch (error) {
    guard.dispose();
    options.signal?.throwIfAborted();
    const prefix = guard.signal.aborted ? `No answer from ${url}` : `Cannot reach the upstream at ${url}`;
    throw new Error(`${prefix}: ${messageOf(error)}`);
  }
  guard.arrived();
  if (response.status === 404 || response.status === 403 || !response.ok || !response.body) {
    guard.dispose();
    await response.body?.cancel();
    if (response.status === 404 || response.status === 403) return null;
    throw new Error(`Upstream answered ${response.status} for ${url}.`);
  }
  const length = Number(response.headers.get('content-length'));
  const body = new GuardedBody(webSource(response.body, guard), guard);
  return { body, size: Number.isFinite(length) && length > 0 ? length : null };
}

/** A response body; closing it aborts the fetch, which closes the socket. */
function webSource(body: ReadableStream<Uint8Array>, guard: DownloadGuard): ChunkSource {
  const reader = body.getReader();
  return {
    read: async () => {
      const { done, value } = await reader.read();
      return done ? null : value;
    },
    close: () => guard.abort(new Error('The download was closed before its end.')),
  };
}

/** A local file, read 1 MiB at a time. */
function fileSource(path: string): ChunkSource {
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return {
    read: async () => {
      const { done, value } = await chunks.next();
      return done ? null : value;
    },
    close: () => void stream.destroy(),
  };
}

/** The error's message, with its cause's (fetch reports "fetch failed" and puts the reason there). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

/** Passes bytes through while counting and hashing them; a digest mismatch fails the stream at its end. */
export class VerifyingMeter extends Transform {
  private readonly hash = createHash('sha256');
  private bytesRead = 0;

  constructor(
    private readonly file: OpenedFile,
    private readonly onProgress: OnDownloadProgress,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytesRead += chunk.length;
    if (this.file.sha256) this.hash.update(chunk);
    this.onProgress({ bytesRead: this.bytesRead, bytesTotal: this.file.bytesTotal });
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    const expected = this.file.sha256;
    const actual = expected ? this.hash.digest('hex') : null;
    if (expected && actual !== expected)
      done(new Error(`Checksum mismatch for ${this.file.name}: expected ${expected}, got ${actual}.`));
    else done();
  }
}
