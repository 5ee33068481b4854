import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MtgjsonCardDataSource } from '@metagame/adapters';
import type { CardPrices, OnDownloadProgress } from '@metagame/core';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';

/**
 * The upstream misbehaving in time, on a loopback server: silent mid-file or before answering, slow
 * but steady, or cancelled by the caller. Idle timeouts are a fraction of a second so the suite stays
 * short; the trickle sends a tick every 40 ms, far inside them. (An upstream that stopped sending
 * once hung the import for good.)
 */
const FILE = 'AllPricesToday.json.gz';
const IDLE_MS = 300;

describe('MtgjsonCardDataSource over a stalling, slow or cancelled download', () => {
  let fixtures: MtgjsonFixtureDir;
  let upstream: MtgjsonServer;
  let fileSize: number;

  beforeEach(async () => {
    fixtures = new MtgjsonFixtureDir();
    fixtures.publish({ version: '5.3.0+20260207', date: '2026-02-07' });
    upstream = await startMtgjsonServer(fixtures.path);
    fileSize = (await fetch(`${upstream.url}/${FILE}`).then((r) => r.arrayBuffer())).byteLength;
  });
  afterEach(async () => {
    await upstream.close();
    fixtures.close();
  });

  const source = (idleTimeoutMs: number, baseUrl = upstream.url) =>
    new MtgjsonCardDataSource(baseUrl, { idleTimeoutMs });
  const readPrices = async (
    from: MtgjsonCardDataSource,
    onProgress: OnDownloadProgress = () => {},
    signal?: AbortSignal,
  ) => {
    const cards: CardPrices[] = [];
    for await (const card of from.prices('AllPricesToday', onProgress, signal)) cards.push(card);
    return cards;
  };

  it('fails a file that stops mid-way once nothing has come for the idle timeout, saying so', async () => {
    upstream.pace(FILE, { stallAfterBytes: Math.floor(fileSize / 2) });
    let bytesRead = 0;
    const started = performance.now();

    await expect(readPrices(source(IDLE_MS), (p) => (bytesRead = p.bytesRead))).rejects.toThrow(
      `Reading ${FILE} failed: the upstream sent nothing for 0.3 s (idle timeout)`,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(IDLE_MS);
    expect(bytesRead).toBe(Math.floor(fileSize / 2));
  });

  it('closes the connection of a download it gave up on', async () => {
    const paced = upstream.pace(FILE, { stallAfterBytes: Math.floor(fileSize / 2) });
    await expect(readPrices(source(IDLE_MS))).rejects.toThrow('idle timeout');
    await paced.cutOff;
  });

  it('fails when the upstream accepts the request but never answers it', async () => {
    const release = upstream.hold();
    try {
      await expect(source(IDLE_MS).fetchMeta()).rejects.toThrow(
        `No answer from ${upstream.url}/Meta.json: the upstream sent nothing for 0.3 s (idle timeout)`,
      );
    } finally {
      release();
    }
  });

  it('finishes a slow file whose bytes keep coming, however much longer than the idle timeout it takes', async () => {
    upstream.pace(FILE, { bytesPerTick: Math.ceil(fileSize / 20), everyMs: 40 });
    const started = performance.now();

    const cards = await readPrices(source(IDLE_MS));

    expect(performance.now() - started).toBeGreaterThan(2 * IDLE_MS);
    expect(cards).toHaveLength(8);
  });

  it('rejects with the signal’s reason as soon as the signal aborts mid-file, and closes the connection', async () => {
    const paced = upstream.pace(FILE, { bytesPerTick: 16, everyMs: 40 });
    const controller = new AbortController();
    const reason = new Error('shutting down');
    let abortedAt = 0;
    const abortOnFirstBytes = () => {
      if (abortedAt) return;
      abortedAt = performance.now();
      controller.abort(reason);
    };

    await expect(readPrices(source(30_000), abortOnFirstBytes, controller.signal)).rejects.toBe(reason);
    expect(performance.now() - abortedAt).toBeLessThan(1_000);
    await paced.cutOff;
  });

  it('rejects with the signal’s reason when it aborts while the upstream has not answered yet', async () => {
    const release = upstream.hold();
    const controller = new AbortController();
    try {
      const meta = source(30_000).fetchMeta(controller.signal);
      await upstream.firstRequest;
      controller.abort('SIGTERM');
      await expect(meta).rejects.toBe('SIGTERM');
    } finally {
      release();
    }
  });

  it('rejects with the signal’s reason when aborted while reading a file:// upstream', async () => {
    const controller = new AbortController();
    await expect(
      readPrices(source(30_000, fixtures.url), () => controller.abort('SIGTERM'), controller.signal),
    ).rejects.toBe('SIGTERM');
  });

  it('does not start a download when the signal has already aborted', async () => {
    await expect(source(30_000).fetchMeta(AbortSignal.abort('SIGTERM'))).rejects.toBe('SIGTERM');
  });
});
