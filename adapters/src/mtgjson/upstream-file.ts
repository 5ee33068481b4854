import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { OnDownloadProgress } from '@metagame/core';

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
export async function openUpstreamFile(baseUrl: string, stem: string): Promise<OpenedFile> {
  for (const name of [`${stem}.json.gz`, `${stem}.json`]) {
    const opened = await openUrl(`${baseUrl}/${name}`);
    if (!opened) continue;
    const sidecar = await readSmall(`${baseUrl}/${name}.sha256`);
    const sha256 = sidecar === null ? null : sidecar.trim().split(/\s+/)[0]!.toLowerCase();
    return { name, body: opened.body, gzip: name.endsWith('.gz'), bytesTotal: opened.size, sha256 };
  }
  throw new Error(`Upstream offers neither ${stem}.json.gz nor ${stem}.json at ${baseUrl}.`);
}

/** A small file (Meta.json, a sidecar) as text, or null when the upstream does not have it. */
export async function readSmall(url: string): Promise<string | null> {
  const opened = await openUrl(url);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function openUrl(url: string): Promise<{ body: Readable; size: number | null } | null> {
  if (url.startsWith('file:')) {
    const path = fileURLToPath(url);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { body: createReadStream(path, { highWaterMark: 1 << 20 }), size: info.size } : null;
  }
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow' });
  } catch (error) {
    throw new Error(`Cannot reach the upstream at ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 404 || response.status === 403) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) throw new Error(`Upstream answered ${response.status} for ${url}.`);
  const length = Number(response.headers.get('content-length'));
  return { body: Readable.fromWeb(response.body as never), size: Number.isFinite(length) && length > 0 ? length : null };
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
    if (expected && actual !== expected) done(new Error(`Checksum mismatch for ${this.file.name}: expected ${expected}, got ${actual}.`));
    else done();
  }
}
