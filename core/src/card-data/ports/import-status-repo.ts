import type { ImportLockHolder } from '../entities/import-lock.js';
import type { ImportStatus } from '../entities/import-status.js';

export interface StoredImportStatus {
  readonly status: ImportStatus;
  /** Who holds the import lock; null when nobody does. */
  readonly holder: ImportLockHolder | null;
}

/**
 * The persisted import status, which doubles as the cross-process import lock: one row holds the
 * status, the lock owner, its heartbeat and its process, so taking the lock and announcing `running`
 * is one atomic conditional update.
 */
export interface ImportStatusRepo {
  read(): Promise<StoredImportStatus>;
  /**
   * Takes the lock for `owner` when it is free (`replacing` null) or still held by `replacing`
   * exactly as read (same owner and heartbeat: a holder found gone); false otherwise. From then on
   * the repo refreshes the heartbeat every IMPORT_HEARTBEAT_SECONDS until `owner` releases the lock
   * or loses it.
   */
  acquire(owner: string, status: ImportStatus, now: Date, replacing: ImportLockHolder | null): Promise<boolean>;
  /** Saves progress and refreshes the heartbeat; false when `owner` no longer holds the lock. */
  save(owner: string, status: ImportStatus, now: Date): Promise<boolean>;
  /** Saves the final status and frees the lock (no-op when `owner` lost it). */
  release(owner: string, status: ImportStatus): Promise<void>;
}
