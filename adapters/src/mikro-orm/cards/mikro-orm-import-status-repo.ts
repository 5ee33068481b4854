import type { Sql } from '../sql/sql.js';
import { IDLE_STATUS, type ImportStatus, type ImportStatusRepo, type StoredImportStatus } from '@metagame/core';

type StatusJson = Omit<ImportStatus, 'startedAt' | 'finishedAt'> & { startedAt: string | null; finishedAt: string | null };

/**
 * ImportStatusRepo on the single `card_data_status` row (id 1): the status as JSON text, the lock
 * owner and its heartbeat in epoch milliseconds (plain integers compare the same on both databases).
 * Every lock change is one conditional UPDATE, atomic on SQLite and PostgreSQL alike.
 */
export class MikroOrmImportStatusRepo implements ImportStatusRepo {
  constructor(private readonly sql: Sql) {}

  read(): Promise<StoredImportStatus> {
    return this.sql.session(false, async (s) => {
      const [row] = await s.query<{ status: string; owner: string | null; heartbeat_ms: number | string | null }>(
        'SELECT status, owner, heartbeat_ms FROM card_data_status WHERE id = 1',
      );
      if (!row) throw new Error('card_data_status has no row 1 (migration m0003-card-data not applied?)');
      const heartbeatAt = row.owner !== null && row.heartbeat_ms !== null ? new Date(Number(row.heartbeat_ms)) : null;
      return { status: parseStatus(row.status), heartbeatAt };
    });
  }

  async acquire(owner: string, status: ImportStatus, now: Date, staleBefore: Date): Promise<boolean> {
    return this.update(
      'SET status = ?, owner = ?, heartbeat_ms = ? WHERE id = 1 AND (owner IS NULL OR heartbeat_ms < ?)',
      [JSON.stringify(status), owner, now.getTime(), staleBefore.getTime()],
    );
  }

  async save(owner: string, status: ImportStatus, now: Date): Promise<boolean> {
    return this.update('SET status = ?, heartbeat_ms = ? WHERE id = 1 AND owner = ?', [JSON.stringify(status), now.getTime(), owner]);
  }

  async release(owner: string, status: ImportStatus): Promise<void> {
    await this.update('SET status = ?, owner = NULL, heartbeat_ms = NULL WHERE id = 1 AND owner = ?', [JSON.stringify(status), owner]);
  }

  private update(clause: string, params: unknown[]): Promise<boolean> {
    return this.sql.session(false, async (s) => {
      const rows = await s.query<{ id: number }>(`UPDATE card_data_status ${clause} RETURNING id`, params);
      return rows.length === 1;
    });
  }
}

function parseStatus(text: string): ImportStatus {
  const stored = JSON.parse(text) as Partial<StatusJson>;
  if (stored.state === 'idle' || !stored.state) return IDLE_STATUS;
  const { startedAt, finishedAt, ...rest } = stored as StatusJson;
  return { ...IDLE_STATUS, ...rest, startedAt: startedAt ? new Date(startedAt) : null, finishedAt: finishedAt ? new Date(finishedAt) : null };
}
