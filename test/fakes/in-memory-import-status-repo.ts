import {
  IDLE_STATUS,
  type Clock,
  type ImportLockHolder,
  type ImportStatus,
  type ImportStatusRepo,
  type StoredImportStatus,
} from '@metagame/core';

/** A process of the in-memory world (the same shape as the adapter's ProcessIdentity). */
export interface FakeProcess {
  readonly host: string;
  readonly pid: number;
  readonly started: string | null;
}

/** The one status row every repo of a world shares, as the database row is shared by processes. */
export interface ImportStatusRow {
  status: ImportStatus;
  owner: string | null;
  heartbeatAt: Date | null;
  holder: FakeProcess | null;
}

export interface InMemoryImportLockOptions {
  readonly clock?: Clock;
  readonly self?: FakeProcess;
  /** What this process can tell about a holder (nothing, by default: only the lease decides). */
  readonly liveness?: (holder: FakeProcess) => boolean | null;
  /** Keeps a held lock's heartbeat fresh; by default the fake never beats (tests move a fixed clock). */
  readonly heartbeat?: (beat: () => Promise<void>) => () => void;
}

/** ImportStatusRepo in memory, honouring the lock contract of the database adapter. */
export class InMemoryImportStatusRepo implements ImportStatusRepo {
  private readonly beating = new Map<string, () => void>();

  constructor(
    private readonly options: InMemoryImportLockOptions = {},
    readonly row: ImportStatusRow = { status: IDLE_STATUS, owner: null, heartbeatAt: null, holder: null },
  ) {}

  get owner(): string | null {
    return this.row.owner;
  }

  async read(): Promise<StoredImportStatus> {
    const { status, owner, heartbeatAt, holder } = this.row;
    if (owner === null || heartbeatAt === null) return { status, holder: null };
    return {
      status,
      holder: { owner, heartbeatAt, alive: holder && this.options.liveness ? this.options.liveness(holder) : null },
    };
  }

  async acquire(owner: string, status: ImportStatus, now: Date, replacing: ImportLockHolder | null): Promise<boolean> {
    const { row } = this;
    const free =
      replacing === null
        ? row.owner === null
        : row.owner === replacing.owner && row.heartbeatAt?.getTime() === replacing.heartbeatAt.getTime();
    if (!free) return false;
    Object.assign(row, { owner, status, heartbeatAt: now, holder: this.options.self ?? null });
    const stop = this.options.heartbeat?.(async () => {
      if (row.owner !== owner) return this.stopBeating(owner);
      row.heartbeatAt = (this.options.clock ?? { now: () => new Date() }).now();
    });
    if (stop) this.beating.set(owner, stop);
    return true;
  }

  async save(owner: string, status: ImportStatus, now: Date): Promise<boolean> {
    if (this.row.owner !== owner) {
      this.stopBeating(owner);
      return false;
    }
    Object.assign(this.row, { status, heartbeatAt: now });
    return true;
  }

  async release(owner: string, status: ImportStatus): Promise<void> {
    this.stopBeating(owner);
    if (this.row.owner === owner) Object.assign(this.row, { owner: null, heartbeatAt: null, holder: null, status });
  }

  private stopBeating(owner: string): void {
    this.beating.get(owner)?.();
    this.beating.delete(owner);
  }
}
