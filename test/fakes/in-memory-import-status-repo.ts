import { IDLE_STATUS, type ImportStatus, type ImportStatusRepo, type StoredImportStatus } from '@metagame/core';

/** ImportStatusRepo in memory, honouring the lock contract of the database adapter. */
export class InMemoryImportStatusRepo implements ImportStatusRepo {
  status: ImportStatus = IDLE_STATUS;
  owner: string | null = null;
  heartbeatAt: Date | null = null;

  async read(): Promise<StoredImportStatus> {
    return { status: this.status, heartbeatAt: this.owner ? this.heartbeatAt : null };
  }

  async acquire(owner: string, status: ImportStatus, now: Date, staleBefore: Date): Promise<boolean> {
    if (this.owner !== null && this.heartbeatAt !== null && this.heartbeatAt >= staleBefore) return false;
    Object.assign(this, { owner, status, heartbeatAt: now });
    return true;
  }

  async save(owner: string, status: ImportStatus, now: Date): Promise<boolean> {
    if (this.owner !== owner) return false;
    Object.assign(this, { status, heartbeatAt: now });
    return true;
  }

  async release(owner: string, status: ImportStatus): Promise<void> {
    if (this.owner === owner) Object.assign(this, { owner: null, heartbeatAt: null, status });
  }
}
