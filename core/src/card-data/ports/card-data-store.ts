import type { Card } from '../../cards/entities/card.js';
import type { CardSet } from '../../cards/entities/card-set.js';
import type { ImportCounts, UpstreamMeta } from '../entities/import-status.js';
import type { MergeMode } from '../entities/merge-mode.js';
import type { CardPrices } from './card-data-source.js';

/** What an import last published from: the catalogue file or one of the price files. */
export type ImportedFile = 'AllPrintings' | 'AllPrices' | 'AllPricesToday';

export interface PublishPlan {
  /** The staged catalogue replaces the published one. */
  readonly catalogue: boolean;
  /** How the staged prices combine with the published ones (see MergeMode), or null: prices unchanged. */
  readonly prices: MergeMode | null;
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
  /**
   * Stages the prices of these cards; returns the rows written. How they combine with the published
   * history is decided at publish. A card staged twice in one import: for each date, the first wins.
   */
  stagePrices(cards: readonly CardPrices[]): Promise<number>;
  /** Publishes the staging area atomically, records the versions, empties staging; returns the new totals. */
  publish(plan: PublishPlan): Promise<ImportCounts>;
  /**
   * Housekeeping after `publish` committed (on PostgreSQL a VACUUM of the tables it rewrote). It
   * changes no data: when it fails (the error it throws), the publish stands.
   */
  afterPublish(): Promise<void>;
}
