import { RequestContext } from '@mikro-orm/core';
import cliProgress from 'cli-progress';
import type { ImportSource, ImportStatus } from '@metagame/core';
import { BeginImport } from '@metagame/core/card-data/use-cases/begin-import';
import { RunImport } from '@metagame/core/card-data/use-cases/run-import';
import type { Config } from '../../compose/config.js';
import { openRuntime } from '../../compose/runtime.js';
import { presentImportStatus } from '../../http/presenters/card-presenter.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_CODE } from '../exit-codes.js';
import { SignalStop } from '../signal-stop.js';

export interface ImportOptions {
  /** Checked by the command line parser, which refuses any other value as a usage error. */
  readonly source: ImportSource;
  readonly force?: boolean;
  /** Print the final report as JSON on stdout (progress stays on stderr). */
  readonly json?: boolean;
}

/** Exit status of an import that ran and failed (EX_SOFTWARE-like, distinct from usage errors). */
export const EXIT_IMPORT_FAILED = 70;

/**
 * `metagame import`: the same job as POST /card-data/import, in the foreground for cron. Progress
 * goes to stderr (a bar on a terminal, plain lines otherwise); exit 0 on success or skip. SIGTERM or
 * SIGINT stops the job at its next batch: it records `failed` (interrupted), frees the lock and
 * exits EXIT_INTERRUPTED (143 / 130), within STOP_GRACE_MS whatever the job is waiting on.
 */
export async function importCardData(config: Config, options: ImportOptions): Promise<void> {
  const { source } = options;
  const force = options.force ?? false;
  const stop = new SignalStop('metagame import', STOP_GRACE_MS, (line) => process.stderr.write(`${line}\n`));
  try {
    const final = await runOnce(config, source, force, stop);
    const { counts } = final;
    // The human lines stay on stderr, where cron set-ups already read them; --json adds the final
    // status (as GET /card-data/status shows it) on stdout, failed or not.
    if (options.json) process.stdout.write(`${JSON.stringify(presentImportStatus(final))}\n`);
    if (final.state === 'failed') {
      const interrupted = stop.exitCode;
      if (interrupted !== null)
        throw new CliFailure(
          interrupted,
          `${final.message ?? 'Interrupted.'} Nothing was published; the lock is free.`,
        );
      throw new CliFailure(EXIT_IMPORT_FAILED, `Import failed: ${final.message ?? 'unknown error'}`);
    }
    const line = `${final.state === 'skipped' ? `Skipped: ${final.message}` : 'Import succeeded.'} Sets ${counts.sets}, cards ${counts.cards}, price points ${counts.pricePoints}.`;
    process.stderr.write(`${line}\n`);
  } finally {
    stop.dispose();
  }
}

async function runOnce(config: Config, source: ImportSource, force: boolean, stop: SignalStop): Promise<ImportStatus> {
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite', logger: silentLogger });
  try {
    return await RequestContext.create(runtime.orm.em, async () => {
      if (stop.exitCode !== null) throw new CliFailure(stop.exitCode, 'Interrupted before the import started.');
      const begun = await runtime.container.get(BeginImport).execute({ source, force });
      if (!begun.ok)
        throw new CliFailure(
          EXIT_CODE.IMPORT_RUNNING,
          `${begun.error.message} (started ${begun.error.status.startedAt?.toISOString() ?? '?'})`,
        );
      const display = progressDisplay();
      try {
        return await runtime.container
          .get(RunImport)
          .execute({ owner: begun.value.owner, source, force, onProgress: display.update, signal: stop.signal });
      } finally {
        display.stop();
      }
    });
  } finally {
    await runtime.close();
  }
}

function progressDisplay(): { update: (s: ImportStatus) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: '{phase} [{bar}] {percentage}% | {value}/{total} bytes | {rows} rows',
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update: (s) => {
        const payload = { phase: (s.phase ?? '').padEnd(9), rows: s.progress.rowsWritten };
        if (!started) bar.start(s.progress.bytesTotal ?? 0, s.progress.bytesRead, payload);
        started = true;
        bar.setTotal(s.progress.bytesTotal ?? Math.max(1, s.progress.bytesRead));
        bar.update(s.progress.bytesRead, payload);
      },
      stop: () => bar.stop(),
    };
  }
  // Plain lines are for logs (cron): one per phase or state change, and between them at most one
  // every PLAIN_LINE_EVERY_MS (a daily file reports progress ~400 times, AllPrices ~3,000).
  let last = { key: '', at: 0 };
  return {
    update: (s) => {
      const key = `${s.state} ${s.phase ?? '-'}`;
      const now = Date.now();
      if (key === last.key && now - last.at < PLAIN_LINE_EVERY_MS) return;
      last = { key, at: now };
      const total = s.progress.bytesTotal ? `/${s.progress.bytesTotal}` : '';
      process.stderr.write(
        `import ${s.state} phase=${s.phase ?? '-'} bytes=${s.progress.bytesRead}${total} rows=${s.progress.rowsWritten}\n`,
      );
    },
    stop: () => {},
  };
}

const PLAIN_LINE_EVERY_MS = 2_000;
/**
 * After SIGTERM/SIGINT the job normally ends within a batch; past this the process exits anyway, inside
 * the 10 s `docker stop` waits before it sends SIGKILL.
 */
const STOP_GRACE_MS = 8_000;
const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
