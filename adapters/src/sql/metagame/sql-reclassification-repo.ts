import { RECLASSIFICATION_STATES, type Reclassification, type ReclassificationRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
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

/** ReclassificationRepo on `archetype_reclassifications`. */
export class SqlReclassificationRepo implements ReclassificationRepo {
  constructor(private readonly sql: Sql) {}

  async start(run: Reclassification): Promise<void> {
    await this.sql.run(
      'insert into archetype_reclassifications (id, format, definition_set_id, state, started_at, finished_at, total, done, ' +
        'rule_count, fallback_count, unknown_count, message) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [run.id, run.format, run.definitionSetId, ...progress(run)],
    );
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
      'select * from archetype_reclassifications where format = ? order by started_at desc, id desc limit 1',
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
