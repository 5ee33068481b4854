import type { Card } from '../../cards/entities/card.js';
import type { CardSet } from '../../cards/entities/card-set.js';
import type { PriceSeries } from '../../cards/entities/price-series.js';
import type { ImportCounts, UpstreamMeta } from '../entities/import-status.js';
import type { SeriesHead } from '../entities/merge-series.js';

/** What an import last published from: the catalogue file or one of the price files. */
export type ImportedFile = 'AllPrintings' | 'AllPrices' | 'AllPricesToday';

export interface PublishPlan {
  /** The staged catalogue replaces the published one. */
  readonly catalogue: boolean;
  /** Staged series replace the published ones with the same key, staged new series are added, staged prepends extend theirs. */
  readonly prices: boolean;
  readonly versions: readonly { readonly file: ImportedFile; readonly meta: UpstreamMeta }[];
}

/**
 * Write side of the import. Everything goes to a staging area first (bulk batches, one transaction
 * each); `publish` makes it visible in ONE transaction, so readers never see half an import and a
 * failure before it leaves the published data untouched.
 */
export interface CardDataStore {
  /** The upstream build `file` was last published from, or null when never. */
  lastImported(file: ImportedFile): Promise<UpstreamMeta | null>;
  /** Totals of the published data. */
  counts(): Promise<ImportCounts>;
  /** Empties the staging area (leftovers of an interrupted import). */
  clearStaging(): Promise<void>;
  /** Stages sets and cards; returns the rows written. */
  stageCatalogue(sets: readonly CardSet[], cards: readonly Card[]): Promise<number>;
  /** Date range of every published series of these cards, keyed by `seriesKey` (points are not read). */
  seriesHeads(uuids: readonly string[]): Promise<Map<string, SeriesHead>>;
  /** The published series of these cards, points included. */
  publishedSeries(uuids: readonly string[]): Promise<PriceSeries[]>;
  /** Stages complete series that replace the published ones with the same key; returns the rows written. */
  stageSeries(series: readonly PriceSeries[]): Promise<number>;
  /**
   * Stages series no published series shares a key with (`planSeriesWrites` found no head): publish
   * only inserts them. Should one be published meanwhile, publish fails and changes nothing.
   */
  stageNewSeries(series: readonly PriceSeries[]): Promise<number>;
  /** Stages points newer than every published point of their series, to be put in front of them at publish. */
  stagePrepends(series: readonly PriceSeries[]): Promise<number>;
  /** Publishes the staging area atomically, records the versions, empties staging; returns the new totals. */
  publish(plan: PublishPlan): Promise<ImportCounts>;
}
