import type { ImportLockHolder, ImportStatus, ImportStatusRepo, Logger, StoredImportStatus } from '@metagame/core';

interface Unsaved {
  readonly owner: string;
  readonly status: ImportStatus;
}

/**
 * An ImportStatusRepo that still ends an import when the database refuses its last write. On a full
 * SQLite disk in WAL mode a write can need room that only a checkpoint gives back, and the checkpoint
 * itself needs room in the database file for the log it copies: the final status and the lock's
 * release then fail until an operator frees space. The stored repo keeps retrying the release on the
 * heartbeat's schedule; meanwhile this process reports the final status it could not save (the
 * database's own reason) and treats the lock as free, so a new import takes it over with one
 * conditional update as soon as the database has room. Other processes see the lock as held by this
 * live one until the retry goes through.
 */
export class PendingReleaseStatusRepo implements ImportStatusRepo {
  private unsaved: Unsaved | null = null;

  constructor(
    private readonly stored: ImportStatusRepo,
    private readonly logger: Logger,
  ) {}

  async read(): Promise<StoredImportStatus> {
    const stored = await this.stored.read();
    const unsaved = this.unsavedIn(stored);
    return unsaved ? { status: unsaved.status, holder: null } : stored;
  }

  async acquire(owner: string, status: ImportStatus, now: Date, replacing: ImportLockHolder | null): Promise<boolean> {
    if (replacing === null && this.unsaved) {
      const stored = await this.stored.read();
      if (this.unsavedIn(stored)) return this.stored.acquire(owner, status, now, stored.holder);
    }
    return this.stored.acquire(owner, status, now, replacing);
  }

  save(owner: string, status: ImportStatus, now: Date): Promise<boolean> {
    return this.stored.save(owner, status, now);
  }

  async release(owner: string, status: ImportStatus): Promise<void> {
    try {
      await this.stored.release(owner, status);
    } catch (error) {
      this.unsaved = { owner, status };
      this.logger.warn(
        { err: error, owner, state: status.state },
        'card-data import status not saved; reported from memory until the release goes through',
      );
    }
  }

  /** The unsaved final status while the row still shows its owner holding the lock; forgotten once it does not. */
  private unsavedIn(stored: StoredImportStatus): Unsaved | null {
    if (this.unsaved && stored.holder?.owner !== this.unsaved.owner) this.unsaved = null;
    return this.unsaved;
  }
}
