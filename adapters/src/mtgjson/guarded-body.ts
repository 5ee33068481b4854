import { Readable } from 'node:stream';
import type { DownloadGuard } from './download-guard.js';

/** Where a body's bytes come from: a response body reader or a file stream. */
export interface ChunkSource {
  /** The next chunk, or null at the end. */
  read(): Promise<Uint8Array | null>;
  /** Stops early: the socket or the file is closed. */
  close(): void;
}

/**
 * A download's body as a Node stream, pulled one chunk per `_read`, so the guard's idle clock runs
 * exactly while a read waits on the upstream (backpressure from a slow consumer stops it). The
 * guard aborting destroys the stream with its reason at once, whatever the pending read does;
 * destroying the stream before its end closes the source and disarms the guard.
 */
export class GuardedBody extends Readable {
  private reading = false;
  private done = false;
  private readonly onAbort = (): void => void this.destroy(asError(this.guard.signal.reason));

  constructor(
    private readonly source: ChunkSource,
    private readonly guard: DownloadGuard,
  ) {
    super();
    if (guard.signal.aborted) this.onAbort();
    else guard.signal.addEventListener('abort', this.onAbort, { once: true });
  }

  override _read(): void {
    if (this.reading) return;
    this.reading = true;
    this.guard.waiting();
    this.source.read().then(
      (chunk) => {
        this.guard.arrived();
        this.reading = false;
        if (chunk === null) this.done = true;
        if (!this.destroyed) this.push(chunk);
      },
      (error: unknown) => this.destroy(asError(error)),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.guard.signal.removeEventListener('abort', this.onAbort);
    if (!this.done) this.source.close();
    this.guard.dispose();
    callback(error);
  }
}

/** Streams are destroyed with Errors; a caller may abort with any value (the caller rethrows its own). */
const asError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));
