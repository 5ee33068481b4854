import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DownloadGuard, GuardedBody, type ChunkSource } from '@metagame/adapters';

/** A source that hands out `chunks` at once, then waits forever when `thenSilent` (a stalled upstream). */
function sourceOf(chunks: Uint8Array[], thenSilent = false): ChunkSource & { closed: boolean } {
  const source = {
    closed: false,
    read: (): Promise<Uint8Array | null> => {
      const next = chunks.shift();
      if (next) return Promise.resolve(next);
      return thenSilent ? new Promise<never>(() => {}) : Promise.resolve(null);
    },
    close: () => void (source.closed = true),
  };
  return source;
}

const kib = (n: number) => Array.from({ length: n }, () => new Uint8Array(1024));

describe('GuardedBody', () => {
  it('does not count the time the consumer spends not reading against the upstream', async () => {
    const body = new GuardedBody(sourceOf(kib(64)), new DownloadGuard(50));
    let bytes = 0;
    for await (const chunk of body) {
      if (bytes === 0) await sleep(200);
      bytes += (chunk as Buffer).length;
    }
    expect(bytes).toBe(64 * 1024);
  });

  it('fails with the idle timeout when a read waits on the upstream for longer, and closes the source', async () => {
    const source = sourceOf(kib(2), true);
    const read = async () => {
      for await (const _ of new GuardedBody(source, new DownloadGuard(50))) void _;
    };
    await expect(read()).rejects.toThrow('the upstream sent nothing for 0.05 s (idle timeout)');
    expect(source.closed).toBe(true);
  });

  it('leaves a source that reached its end alone', async () => {
    const source = sourceOf(kib(2));
    for await (const _ of new GuardedBody(source, new DownloadGuard(50))) void _;
    expect(source.closed).toBe(false);
  });
});
