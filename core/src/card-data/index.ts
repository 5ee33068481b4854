/** The card-data import: its status, its lock and the upstream source. */
export {
  IMPORT_SOURCES,
  type ImportSource,
  IMPORT_STATES,
  IMPORT_PHASES,
  type UpstreamMeta,
  type ImportCounts,
  type ImportStatus,
  IDLE_STATUS,
  runningStatus,
} from './entities/import-status.js';
export {
  IMPORT_HEARTBEAT_SECONDS,
  IMPORT_LEASE_SECONDS,
  type ImportLockHolder,
  holderGone,
} from './entities/import-lock.js';
export { type MergeMode, mergeCardPrices } from './entities/merge-mode.js';
export type { OnDownloadProgress, CatalogueSet, CardPrices, CardDataSource } from './ports/card-data-source.js';
export type { ImportedFile, PublishPlan, CardDataStore } from './ports/card-data-store.js';
export type { StoredImportStatus, ImportStatusRepo } from './ports/import-status-repo.js';
