import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type {
  Card,
  CardDataSource,
  CardPrices,
  CatalogueSet,
  ImportSource,
  OnDownloadProgress,
  UpstreamMeta,
} from '@metagame/core';
import { mapCard, mapSetFields } from './catalogue-mapper.js';
import { JsonSplitter, type SplitEvent, type SplitPlan } from './json-splitter.js';
import { mapCardPrices } from './price-mapper.js';
import { DATA_MEMBERS, SET_PARTS } from './split-plans.js';
import { openUpstreamFile, readSmall, VerifyingMeter } from './upstream-file.js';

const CATALOGUE_PART = 500;

export interface MtgjsonOptions {
  /**
   * A download fails when the upstream sends nothing for this long while we wait on it (connect,
   * headers, the next chunk); bytes still flowing keep it alive however long the file takes.
   */
  readonly idleTimeoutMs: number;
}

/**
 * MTGJSON v5 over http(s) or file://. Each file is streamed: bytes → sha256 + count → gunzip →
 * JsonSplitter → one card's prices, or one set's fields and one card, at a time: memory is bounded
 * by the largest of those (and the mapped cards of one set), never by the file. Aborting the signal
 * or the upstream going quiet closes the connection (or the file) at once.
 */
export class MtgjsonCardDataSource implements CardDataSource {
  constructor(
    private readonly baseUrl: string,
    private readonly options: MtgjsonOptions,
  ) {}

  async fetchMeta(signal?: AbortSignal): Promise<UpstreamMeta> {
    const text = await readSmall(`${this.baseUrl}/Meta.json`, { idleTimeoutMs: this.options.idleTimeoutMs, signal });
    if (text === null) throw new Error(`Upstream has no Meta.json at ${this.baseUrl}.`);
    let parsed: { data?: Partial<UpstreamMeta>; meta?: Partial<UpstreamMeta> };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new Error('Upstream Meta.json is not valid JSON.');
    }
    const meta = { ...parsed.meta, ...parsed.data };
    if (typeof meta.version !== 'string' || typeof meta.date !== 'string')
      throw new Error('Upstream Meta.json lacks a version or date.');
    return { version: meta.version, date: meta.date };
  }

  /**
   * A set's fields and its cards arrive as separate values (cards before `code` and `name`: MTGJSON
   * sorts keys), each card mapped as it comes: the parsed JSON held at once is one card (with its
   * foreignData, rulings, …). A big set is yielded in parts of CATALOGUE_PART cards, the set itself
   * with the last part (a 10,000-card set took the import's peak RSS from ~245 to ~410 MB).
   */
  async *catalogue(onProgress: OnDownloadProgress, signal?: AbortSignal): AsyncIterable<CatalogueSet> {
    let fields: Record<string, unknown> = {};
    let cards: Card[] = [];
    for await (const event of this.events('AllPrintings', onProgress, SET_PARTS, signal)) {
      const [, key, member] = event.path as [string, string, string | undefined];
      if ('end' in event) {
        yield { set: mapSetFields(key, fields), cards };
        fields = {};
        cards = [];
      } else if (member === 'cards' || member === 'tokens') {
        const card = mapCard(event.value, key.toUpperCase(), member === 'tokens');
        if (card) cards.push(card);
        if (cards.length >= CATALOGUE_PART) {
          yield { set: null, cards };
          cards = [];
        }
      } else if (member !== undefined) {
        fields[member] = event.value;
      }
    }
  }

  async *prices(source: ImportSource, onProgress: OnDownloadProgress, signal?: AbortSignal): AsyncIterable<CardPrices> {
    for await (const event of this.events(source, onProgress, DATA_MEMBERS, signal)) {
      if ('end' in event) continue;
      const key = String(event.path[1]);
      yield { uuid: key.toLowerCase(), series: mapCardPrices(key, event.value) };
    }
  }

  private async *events(
    stem: string,
    onProgress: OnDownloadProgress,
    plan: SplitPlan,
    signal?: AbortSignal,
  ): AsyncIterable<SplitEvent> {
    const file = await openUpstreamFile(this.baseUrl, stem, { idleTimeoutMs: this.options.idleTimeoutMs, signal });
    const stages: (Readable | NodeJS.ReadWriteStream)[] = [file.body, new VerifyingMeter(file, onProgress)];
    // 64 KiB out per inflate call instead of 16 KiB: most of gunzip's time was the per-chunk round
    // trip to the thread pool (67 MB daily file: 390 → 160 ms; 256 KiB gave 80 ms but ~15 MB more
    // peak RSS, the target being 300 MB).
    if (file.gzip) stages.push(createGunzip({ chunkSize: 64 * 1024 }));
    stages.push(new JsonSplitter(plan));
    const tail = (pipeline as (...s: unknown[]) => Readable)(...stages, () => {});
    try {
      for await (const event of tail) yield event as SplitEvent;
    } catch (error) {
      signal?.throwIfAborted();
      throw new Error(`Reading ${file.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      tail.destroy();
      file.body.destroy();
    }
  }
}
