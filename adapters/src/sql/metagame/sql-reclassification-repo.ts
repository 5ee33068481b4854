import {
  RECLASSIFICATION_STATES,
  type Clock,
  type Reclassification,
  type ReclassificationHolder,
  type ReclassificationRepo,
} from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { processLiveness, thisProcess, type ProcessIdentity } from '../../system/process-liveness.js';
import { insertNextInFormat } from './next-in-format.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';

type RunRow = {
  id: string;
  format: string;
  definition_set_id: string;
  state: string;
  started_at: Date | number | string;
  finished_at: Date | number | string | null;
  total: number;
  done: number;
  rule_count: number;
  fallback_count: number;
  unknown_count: number;
  message: string | null;
};

const RUN_COLUMNS = [
  'id',
  'format',
  'definition_set_id',
  'state',
  'started_at',
  'finished_at',
  'total',
  'done',
  'rule_count',
  'fallback_count',
  'unknown_count',
  'message',
];

type HolderRow = {
  holder_host: string | null;
  holder_pid: number | string | null;
  holder_started: string | null;
  heartbeat_ms: number | string | null;
};

export interface ReclassificationHolderOptions {
  /** When progress is saved (the run's heartbeat). */
  readonly clock: Clock;
  /** This process, as a run it starts records it (the running process by default). */
  readonly self?: ProcessIdentity;
  /** Whether a recorded process still runs: null when this one cannot tell (processLiveness by default). */
  readonly liveness?: (holder: ProcessIdentity) => boolean | null;
}

/**
 * ReclassificationRepo on `archetype_reclassifications`; a format's newest run is its last started.
 * A run records the process that started it, and each save of progress its heartbeat.
 */
export class SqlReclassificationRepo implements ReclassificationRepo {
  private readonly self: ProcessIdentity;
  private readonly liveness: (holder: ProcessIdentity) => boolean | null;

  constructor(
    private readonly sql: Sql,
    private readonly options: ReclassificationHolderOptions,
  ) {
    this.self = options.self ?? thisProcess();
    this.liveness = options.liveness ?? processLiveness(this.self);
  }

  async start(run: Reclassification): Promise<void> {
    await insertNextInFormat(
      this.sql,
      'archetype_reclassifications',
      run.format,
      [...RUN_COLUMNS, 'holder_host', 'holder_pid', 'holder_started', 'heartbeat_ms'],
      [
        run.id,
        run.format,
        run.definitionSetId,
        ...progress(run),
        this.self.host,
        this.self.pid,
        this.self.started,
        this.options.clock.now().getTime(),
      ],
    );
  }

  async save(run: Reclassification): Promise<void> {
    await this.sql.run(
      'update archetype_reclassifications set state = ?, started_at = ?, finished_at = ?, total = ?, done = ?, ' +
        'rule_count = ?, fallback_count = ?, unknown_count = ?, message = ?, heartbeat_ms = ? where id = ?',
      [...progress(run), this.options.clock.now().getTime(), run.id],
    );
  }

  async holderOf(runId: string): Promise<ReclassificationHolder | null> {
    const row = await this.sql.one<HolderRow>(
      'select holder_host, holder_pid, holder_started, heartbeat_ms from archetype_reclassifications where id = ?',
      [runId],
    );
    if (!row || row.holder_host === null || row.holder_pid === null || row.heartbeat_ms === null) return null;
    const holder = { host: row.holder_host, pid: Number(row.holder_pid), started: row.holder_started };
    return { heartbeatAt: new Date(Number(row.heartbeat_ms)), alive: this.liveness(holder) };
  }

  async latest(format: string): Promise<Reclassification | null> {
    const row = await this.sql.one<RunRow>(
      'select * from archetype_reclassifications where format = ? order by seq desc limit 1',
      [format],
    );
    return row ? toRun(row) : null;
  }
}

const progress = (run: Reclassification) => [
  run.state,
  run.startedAt,
  run.finishedAt,
  run.total,
  run.done,
  run.counts.rule,
  run.counts.fallback,
  run.counts.unknown,
  run.message,
];

const toRun = (row: RunRow): Reclassification => ({
  id: row.id,
  format: row.format,
  definitionSetId: row.definition_set_id,
  state: storedEnum(RECLASSIFICATION_STATES, row.state, 'archetype_reclassifications.state'),
  startedAt: toDate(row.started_at),
  finishedAt: row.finished_at === null ? null : toDate(row.finished_at),
  total: Number(row.total),
  done: Number(row.done),
  counts: { rule: Number(row.rule_count), fallback: Number(row.fallback_count), unknown: Number(row.unknown_count) },
  message: row.message,
});
