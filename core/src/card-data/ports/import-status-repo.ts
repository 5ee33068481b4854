import type { ImportStatus } from '../entities/import-status.js';

export interface StoredImportStatus {
  readonly status: ImportStatus;
  /** Last sign of life of the lock holder; null when nobody holds the lock. */
  readonly heartbeatAt: Date | null;
}

/**
 * The persisted import status, which doubles as the cross-process import lock: one row holds the
 * status, the lock owner and its heartbeat, so taking the lock and announcing `running` is one
 * atomic conditional update.
 */
export interface ImportStatusRepo {
  read(): Promise<StoredImportStatus>;
  /** Takes the lock for `owner` when free or when the holder's heartbeat is older than `staleBefore`; false when held. */
  acquire(owner: string, status: ImportStatus, now: Date, staleBefore: Date): Promise<boolean>;
  /** Saves progress and refreshes the heartbeat; false when `owner` no longer holds the lock. */
  save(owner: string, status: ImportStatus, now: Date): Promise<boolean>;
  /** Saves the final status and frees the lock (no-op when `owner` lost it). */
  release(owner: string, status: ImportStatus): Promise<void>;
}
