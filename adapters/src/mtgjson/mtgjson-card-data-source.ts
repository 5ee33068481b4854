import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import StreamJson from 'stream-json';
import Ignore from 'stream-json/filters/Ignore.js';
import Pick from 'stream-json/filters/Pick.js';
import StreamObject from 'stream-json/streamers/StreamObject.js';
import type { CardDataSource, CardPrices, CatalogueSet, ImportSource, OnDownloadProgress, UpstreamMeta } from '@metagame/core';
import { mapCatalogueSet } from './catalogue-mapper.js';
import { DataEntrySplitter } from './data-entry-splitter.js';
import { mapCardPrices } from './price-mapper.js';
import { openUpstreamFile, readSmall, VerifyingMeter } from './upstream-file.js';

/** Parts of AllPrintings the catalogue never stores: dropped while parsing so big sets stay small. */
const CATALOGUE_IGNORED =
  /^data\.[^.]+\.(?:booster|sealedProduct|decks|translations|(?:cards|tokens)\.\d+\.(?:foreignData|rulings|purchaseUrls|relatedCards|sourceProducts|leadershipSkills))$/;

/**
 * MTGJSON v5 over http(s) or file://. Each file is streamed: bytes → sha256 + count → gunzip →
 * stream-json tokens → one `data` entry at a time, so memory is bounded by the largest single
 * entry (one set, or one card's prices), never by the file.
 */
export class MtgjsonCardDataSource implements CardDataSource {
  constructor(private readonly baseUrl: string) {}

  async fetchMeta(): Promise<UpstreamMeta> {
    const text = await readSmall(`${this.baseUrl}/Meta.json`);
    if (text === null) throw new Error(`Upstream has no Meta.json at ${this.baseUrl}.`);
    let parsed: { data?: Partial<UpstreamMeta>; meta?: Partial<UpstreamMeta> };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new Error('Upstream Meta.json is not valid JSON.');
    }
    const meta = { ...parsed.meta, ...parsed.data };
    if (typeof meta.version !== 'string' || typeof meta.date !== 'string') throw new Error('Upstream Meta.json lacks a version or date.');
    return { version: meta.version, date: meta.date };
  }

  async *catalogue(onProgress: OnDownloadProgress): AsyncIterable<CatalogueSet> {
    for await (const { key, value } of this.entries('AllPrintings', onProgress, true)) {
      if (value && typeof value === 'object') yield mapCatalogueSet(key, value as Record<string, unknown>);
    }
  }

  async *prices(source: ImportSource, onProgress: OnDownloadProgress): AsyncIterable<CardPrices> {
    for await (const { key, value } of this.entries(source, onProgress, false)) {
      yield { uuid: key.toLowerCase(), series: mapCardPrices(key, value) };
    }
  }

  private async *entries(stem: string, onProgress: OnDownloadProgress, catalogue: boolean): AsyncIterable<{ key: string; value: unknown }> {
    const file = await openUpstreamFile(this.baseUrl, stem);
    const stages: (Readable | NodeJS.ReadWriteStream)[] = [file.body, new VerifyingMeter(file, onProgress)];
    // 64 KiB out per inflate call instead of 16 KiB: most of gunzip's time was the per-chunk round
    // trip to the thread pool (67 MB daily file: 390 → 160 ms; 256 KiB gave 80 ms but ~15 MB more
    // peak RSS, the target being 300 MB).
    if (file.gzip) stages.push(createGunzip({ chunkSize: 64 * 1024 }));
    // Sets are large and carry fields the catalogue drops while parsing (stream-json); a card's
    // prices are small, so whole members go to the native JSON.parse (measured in bench/card-data.mjs).
    if (catalogue) {
      stages.push(StreamJson.parser({ packValues: true, streamValues: false }), Ignore.ignore({ filter: CATALOGUE_IGNORED }));
      stages.push(Pick.pick({ filter: 'data' }), StreamObject.streamObject());
    } else {
      stages.push(new DataEntrySplitter());
    }
    const tail = (pipeline as (...s: unknown[]) => Readable)(...stages, () => {});
    try {
      for await (const entry of tail) yield entry as { key: string; value: unknown };
    } catch (error) {
      throw new Error(`Reading ${file.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      tail.destroy();
      file.body.destroy();
    }
  }
}
