import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { RequestContext } from '@mikro-orm/core';
import cliProgress from 'cli-progress';
import { ImportTournament } from '@metagame/core/metagame/use-cases/import-tournament';
import type { Config } from '../../compose/config.js';
import { openRuntime, type Runtime } from '../../compose/runtime.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_CODE } from '../exit-codes.js';
import { SignalStop } from '../signal-stop.js';
import { ImportSummary, type Refusal } from './import-summary.js';
import { tournamentFiles } from './tournament-files.js';

export interface MetaImportOptions {
  /** The format of every file; without it each file's name, Uri or event name says it. */
  readonly format?: string;
  /** Print the summary as JSON on stdout. */
  readonly json?: boolean;
}

/** EX_NOINPUT: a path names nothing, or no tournament file was found. */
export const EXIT_NO_INPUT = 66;

/**
 * `metagame meta import PATH…`: tournament files and folders (recursively), one file at a time, each
 * in its own transaction. A refused file is named and skipped; the rest are imported. Running it
 * again is safe and cheap: an event comes back in place of itself, an unchanged file is skipped.
 * Exit 0 when every file was imported, 65 when some were refused, 66 when a path names nothing,
 * 130/143 when stopped by a signal (after the file in progress).
 */
export async function metaImport(config: Config, paths: readonly string[], options: MetaImportOptions): Promise<void> {
  const { files, missing } = await tournamentFiles(paths);
  if (missing.length > 0) throw new CliFailure(EXIT_NO_INPUT, `No such file or folder: ${missing.join(', ')}`);
  if (files.length === 0) throw new CliFailure(EXIT_NO_INPUT, 'No .json file under the given paths.');
  const stop = new SignalStop('metagame meta import', STOP_GRACE_MS, (line) => process.stderr.write(`${line}\n`));
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite', logger: silentLogger });
  const summary = new ImportSummary();
  const progress = progressDisplay(files.length);
  try {
    const useCase = runtime.container.get(ImportTournament);
    for (const file of files) {
      if (stop.exitCode !== null) break;
      const refusal = await importOne(runtime, useCase, file, options.format ?? null, summary);
      if (refusal) progress.say(`${refusal.file}: ${refusal.detail}`);
      progress.tick(file);
    }
  } finally {
    progress.stop();
    stop.dispose();
    await runtime.close();
  }
  if (options.json) process.stdout.write(`${JSON.stringify(summary.json())}\n`);
  process.stderr.write(`${summary.text()}\n`);
  if (stop.exitCode !== null)
    throw new CliFailure(stop.exitCode, `Stopped after ${summary.files} of ${files.length} files; run again to go on.`);
  if (summary.refusals.length > 0)
    throw new CliFailure(EXIT_CODE.VALIDATION_FAILED, `${summary.refusals.length} file(s) refused and skipped.`);
}

async function importOne(
  runtime: Runtime,
  useCase: ImportTournament,
  file: string,
  format: string | null,
  summary: ImportSummary,
): Promise<Refusal | null> {
  const bytes = await readFile(file);
  let content: unknown;
  try {
    content = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    const refusal = { file, detail: `not JSON (${(error as Error).message})`, issues: [] };
    summary.refused(refusal);
    return refusal;
  }
  const contentHash = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  const result = await RequestContext.create(runtime.orm.em, () =>
    useCase.execute({ content, format, fileName: file, contentHash }),
  );
  if (result.ok) {
    summary.imported(file, result.value);
    return null;
  }
  const refusal = { file, detail: result.error.message, issues: 'issues' in result.error ? result.error.issues : [] };
  summary.refused(refusal);
  return refusal;
}

/** A bar on a terminal; otherwise only the refused files are named (cron logs stay short). */
function progressDisplay(total: number) {
  if (!process.stderr.isTTY) {
    return { tick: (_file: string) => {}, say: (line: string) => process.stderr.write(`${line}\n`), stop: () => {} };
  }
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: 'meta import [{bar}] {value}/{total} files | {file}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { file: '' });
  return {
    tick: (file: string) => bar.increment(1, { file: file.length > 60 ? `…${file.slice(-59)}` : file }),
    // Clears the bar's line; the next tick draws it again below the message.
    say: (line: string) => process.stderr.write(`\r\x1b[K${line}\n`),
    stop: () => bar.stop(),
  };
}

/** After SIGTERM/SIGINT the file in progress finishes; past this the process exits anyway. */
const STOP_GRACE_MS = 8_000;
const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
