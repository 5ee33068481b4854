import { RequestContext } from '@mikro-orm/core';
import { createOrm, DatabaseHealth, rowCounts, type Orm } from '@metagame/adapters';
import { GetImportStatus } from '@metagame/core/card-data/use-cases/get-import-status';
import type { Config } from '../../compose/config.js';
import { composeContainer } from '../../compose/runtime.js';
import { presentImportStatus } from '../../http/presenters/card-presenter.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_UNAVAILABLE } from '../exit-codes.js';
import { report } from '../report.js';
import { statusText, type StatusReport } from './status-text.js';
import { pendingMigrations } from './pending-migrations.js';

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * `metagame status`: is the database reachable and writable, which migrations are pending, the
 * last card import and the main row counts. It changes nothing (not even the embedded SQLite's
 * migrations). Exit 0 when the database answers, EX_UNAVAILABLE when it does not.
 */
export async function status(config: Config, options: { json?: boolean }): Promise<void> {
  const opened = await createOrm(config.database, { poolSize: 1 }).catch(() => null);
  const state = opened ? await new DatabaseHealth(opened).check() : { answers: false, acceptsWrites: false };
  try {
    const database = { kind: config.database.kind, reachable: state.answers, accepts_writes: state.acceptsWrites };
    if (!opened || !state.answers) {
      report(options.json, { database }, () => statusText({ database }));
      throw new CliFailure(EXIT_UNAVAILABLE, 'The database does not answer (DATABASE_URL).');
    }
    const pending = await pendingMigrations(opened);
    const whole: StatusReport = {
      database,
      migrations: { pending },
      // Before the migrations run, the tables read below may not exist yet.
      ...(pending.length > 0 ? {} : await details(config, opened)),
    };
    report(options.json, whole, () => statusText(whole));
  } finally {
    await opened?.close(true);
  }
}

async function details(config: Config, orm: Orm): Promise<Pick<StatusReport, 'import' | 'counts'>> {
  const container = await composeContainer(config, orm, silentLogger);
  return RequestContext.create(orm.em, async () => {
    const imported = await container.get(GetImportStatus).execute();
    return { import: presentImportStatus(imported), counts: await rowCounts(orm) };
  });
}
