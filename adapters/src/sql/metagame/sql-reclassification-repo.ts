import { RECLASSIFICATION_STATES, type Reclassification, type ReclassificationRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
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

/** ReclassificationRepo on `archetype_reclassifications`; a format's newest run is its last started. */
export class SqlReclassificationRepo implements ReclassificationRepo {
  constructor(private readonly sql: Sql) {}

  async start(run: Reclassification): Promise<void> {
    await insertNextInFormat(this.sql, 'archetype_reclassifications', run.format, RUN_COLUMNS, [
      run.id,
      run.format,
      run.definitionSetId,
      ...progress(run),
    ]);
  }

  async save(run: Reclassification): Promise<void> {
    await this.sql.run(
      'update archetype_reclassifications set state = ?, started_at = ?, finished_at = ?, total = ?, done = ?, ' +
        'rule_count = ?, fallback_count = ?, unknown_count = ?, message = ? where id = ?',
      [...progress(run), run.id],
    );
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
