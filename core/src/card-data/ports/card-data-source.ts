import type { Card } from '../../cards/entities/card.js';
import type { CardSet } from '../../cards/entities/card-set.js';
import type { PriceSeries } from '../../cards/entities/price-series.js';
import type { ImportSource, UpstreamMeta } from '../entities/import-status.js';

export interface DownloadProgress {
  readonly bytesRead: number;
  readonly bytesTotal: number | null;
}
export type OnDownloadProgress = (progress: DownloadProgress) => void;

/**
 * One set of the catalogue with its cards and tokens. A large set may come in several parts: the
 * earlier ones carry cards only (`set` null), the last one the set too.
 */
export interface CatalogueSet {
  readonly set: CardSet | null;
  readonly cards: readonly Card[];
}

/** Every price series of one card in a price file. */
export interface CardPrices {
  readonly uuid: string;
  readonly series: readonly PriceSeries[];
}

/**
 * The upstream card data (MTGJSON v5). Files are streamed: iterating reads, decompresses and parses
 * incrementally. Iteration throws when the download fails, the checksum does not match or the JSON
 * is malformed; the error message says which. Aborting `signal` cancels a download in progress: the
 * call (or the iteration) rejects with the signal's reason.
 */
export interface CardDataSource {
  /** The upstream build (Meta.json). */
  fetchMeta(signal?: AbortSignal): Promise<UpstreamMeta>;
  /** AllPrintings, one set (or part of a set) at a time. */
  catalogue(onProgress: OnDownloadProgress, signal?: AbortSignal): AsyncIterable<CatalogueSet>;
  /** AllPrices or AllPricesToday, one card at a time. */
  prices(source: ImportSource, onProgress: OnDownloadProgress, signal?: AbortSignal): AsyncIterable<CardPrices>;
}
