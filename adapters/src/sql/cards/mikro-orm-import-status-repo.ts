import {
  IDLE_STATUS,
  IMPORT_HEARTBEAT_SECONDS,
  type Clock,
  type ImportLockHolder,
  type ImportStatus,
  type ImportStatusRepo,
  type Logger,
  type StoredImportStatus,
} from '@metagame/core';
import { processLiveness, thisProcess, type ProcessIdentity } from '../../system/process-liveness.js';
import { repeatEvery, type Heartbeat } from '../../system/repeat-every.js';
import type { Sql } from '../runner/sql.js';

type StatusJson = Omit<ImportStatus, 'startedAt' | 'finishedAt'> & {
  startedAt: string | null;
  finishedAt: string | null;
};

interface StatusRow {
  status: string;
  owner: string | null;
  heartbeat_ms: number | string | null;
  holder_host: string | null;
  holder_pid: number | string | null;
  holder_started: string | null;
}

export interface ImportLockOptions {
  readonly clock: Clock;
  /** Where a failed heartbeat is reported (the next progress save finds out whether the lock was lost). */
  readonly logger: Logger;
  /** This process, as the lock records its holder (the running process by default). */
  readonly self?: ProcessIdentity;
  /** Whether a recorded holder still runs: null when this process cannot tell (processLiveness by default). */
  readonly liveness?: (holder: ProcessIdentity) => boolean | null;
  /** Keeps a held lock's heartbeat fresh (every IMPORT_HEARTBEAT_SECONDS by default). */
  readonly heartbeat?: Heartbeat;
}

/**
 * ImportStatusRepo on the single `card_data_status` row (id 1): the status as JSON text, the lock
 * owner, its heartbeat in epoch milliseconds (plain integers compare the same on both databases)
 * and its process (host, pid, start). Every lock change is one conditional UPDATE, atomic on SQLite
 * and PostgreSQL alike. While this process holds the lock, a timer refreshes the heartbeat.
 */
export class MikroOrmImportStatusRepo implements ImportStatusRepo {
  private readonly self: ProcessIdentity;
  private readonly liveness: (holder: ProcessIdentity) => boolean | null;
  private readonly heartbeat: Heartbeat;
  /** Owners this repo holds the lock for → what stops their heartbeat. */
  private readonly beating = new Map<string, () => void>();

  constructor(
    private readonly sql: Sql,
    private readonly options: ImportLockOptions,
  ) {
    this.self = options.self ?? thisProcess();
    this.liveness = options.liveness ?? processLiveness(this.self);
    this.heartbeat = options.heartbeat ?? repeatEvery(IMPORT_HEARTBEAT_SECONDS * 1000);
  }

  read(): Promise<StoredImportStatus> {
    return this.sql.session(false, async (s) => {
      const [row] = await s.all<StatusRow>(
        'SELECT status, owner, heartbeat_ms, holder_host, holder_pid, holder_started FROM card_data_status WHERE id = 1',
      );
      if (!row) throw new Error('card_data_status has no row 1 (migration m0003-card-data not applied?)');
      return { status: parseStatus(row.status), holder: this.holderOf(row) };
    });
  }

  async acquire(owner: string, status: ImportStatus, now: Date, replacing: ImportLockHolder | null): Promise<boolean> {
    const set =
      'SET status = ?, owner = ?, heartbeat_ms = ?, holder_host = ?, holder_pid = ?, holder_started = ? WHERE id = 1';
    const values = [JSON.stringify(status), owner, now.getTime(), this.self.host, this.self.pid, this.self.started];
    const taken = replacing
      ? await this.update(`${set} AND owner = ? AND heartbeat_ms = ?`, [
          ...values,
          replacing.owner,
          replacing.heartbeatAt.getTime(),
        ])
      : await this.update(`${set} AND owner IS NULL`, values);
    if (taken)
      this.beating.set(
        owner,
        this.heartbeat(() => this.beat(owner)),
      );
    return taken;
  }

  async save(owner: string, status: ImportStatus, now: Date): Promise<boolean> {
    const held = await this.update('SET status = ?, heartbeat_ms = ? WHERE id = 1 AND owner = ?', [
      JSON.stringify(status),
      now.getTime(),
      owner,
    ]);
    if (!held) this.stopBeating(owner);
    return held;
  }

  async release(owner: string, status: ImportStatus): Promise<void> {
    const free = () =>
      this.update(
        'SET status = ?, owner = NULL, heartbeat_ms = NULL, holder_host = NULL, holder_pid = NULL, holder_started = NULL WHERE id = 1 AND owner = ?',
        [JSON.stringify(status), owner],
      );
    this.stopBeating(owner);
    try {
      await free();
    } catch (error) {
      // A live holder is never taken over, so a lock this running process failed to free (a full
      // disk, an outage) would stay held until it exits: keep trying on the heartbeat's schedule.
      this.beating.set(
        owner,
        this.heartbeat(async () => this.retry(owner, free)),
      );
      throw error;
    }
  }

  private async retry(owner: string, free: () => Promise<boolean>): Promise<void> {
    try {
      await free();
      this.stopBeating(owner);
    } catch (error) {
      this.options.logger.warn({ err: error, owner }, 'card-data import lock still not released');
    }
  }

  private async beat(owner: string): Promise<void> {
    try {
      if (
        !(await this.update('SET heartbeat_ms = ? WHERE id = 1 AND owner = ?', [
          this.options.clock.now().getTime(),
          owner,
        ]))
      )
        this.stopBeating(owner);
    } catch (error) {
      // Not fatal by itself: if beats keep failing the lease runs out, and the job's next save learns it lost the lock.
      this.options.logger.warn({ err: error, owner }, 'card-data import heartbeat failed');
    }
  }

  private stopBeating(owner: string): void {
    this.beating.get(owner)?.();
    this.beating.delete(owner);
  }

  private holderOf(row: StatusRow): ImportLockHolder | null {
    if (row.owner === null || row.heartbeat_ms === null) return null;
    // Rows written before m0009 name no process: only the lease can tell.
    const alive =
      row.holder_host === null || row.holder_pid === null
        ? null
        : this.liveness({ host: row.holder_host, pid: Number(row.holder_pid), started: row.holder_started });
    return { owner: row.owner, heartbeatAt: new Date(Number(row.heartbeat_ms)), alive };
  }

  private update(clause: string, params: unknown[]): Promise<boolean> {
    return this.sql.session(false, async (s) => {
      const rows = await s.all<{ id: number }>(`UPDATE card_data_status ${clause} RETURNING id`, params);
      return rows.length === 1;
    });
  }
}

function parseStatus(text: string): ImportStatus {
  const stored = JSON.parse(text) as Partial<StatusJson>;
  if (stored.state === 'idle' || !stored.state) return IDLE_STATUS;
  const { startedAt, finishedAt, ...rest } = stored as StatusJson;
  return {
    ...IDLE_STATUS,
    ...rest,
    startedAt: startedAt ? new Date(startedAt) : null,
    finishedAt: finishedAt ? new Date(finishedAt) : null,
  };
}
