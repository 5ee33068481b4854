import type {
  CardDataSource,
  CardPrices,
  CatalogueSet,
  ImportSource,
  OnDownloadProgress,
  UpstreamMeta,
} from '@metagame/core';

/** A CardDataSource serving fixed data; `failAfter` makes price iteration throw mid-file. */
export class ScriptedCardDataSource implements CardDataSource {
  meta: UpstreamMeta = { version: '5.3.0+20260207', date: '2026-02-07' };
  sets: CatalogueSet[] = [];
  priceFiles: Partial<Record<ImportSource, CardPrices[]>> = {};
  failAfter: number | null = null;
  catalogueReads = 0;

  async fetchMeta(): Promise<UpstreamMeta> {
    return this.meta;
  }

  async *catalogue(onProgress: OnDownloadProgress): AsyncIterable<CatalogueSet> {
    this.catalogueReads++;
    for (const [i, set] of this.sets.entries()) {
      onProgress({ bytesRead: i + 1, bytesTotal: this.sets.length });
      yield set;
    }
  }

  async *prices(source: ImportSource, onProgress: OnDownloadProgress): AsyncIterable<CardPrices> {
    const entries = this.priceFiles[source] ?? [];
    for (const [i, entry] of entries.entries()) {
      if (this.failAfter !== null && i >= this.failAfter)
        throw new Error('Reading AllPrices.json.gz failed: unexpected end of file');
      onProgress({ bytesRead: i + 1, bytesTotal: entries.length });
      yield entry;
    }
  }
}
