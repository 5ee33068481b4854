import { RequestContext } from '@mikro-orm/core';
import cliProgress from 'cli-progress';
import { problemText, type Reclassification } from '@metagame/core';
import { ImportArchetypeDefinitions } from '@metagame/core/metagame/use-cases/import-archetype-definitions';
import { ReapplyArchetypeDefinitions } from '@metagame/core/metagame/use-cases/reapply-archetype-definitions';
import { RunReclassification } from '@metagame/core/metagame/use-cases/run-reclassification';
import type { Config } from '../../compose/config.js';
import { openRuntime, type Runtime } from '../../compose/runtime.js';
import { presentDefinitionSet, presentReclassification } from '../../http/presenters/archetype-presenter.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_CODE, EXIT_SOFTWARE } from '../exit-codes.js';
import { SignalStop } from '../signal-stop.js';
import { readDefinitionFiles } from './meta-definition-files.js';

export interface MetaDefinitionsImportOptions {
  readonly format: string;
  readonly json?: boolean;
}

/** A stored set and its opened run, or why there is none (files refused, a format without definitions). */
type StoreResult = Awaited<ReturnType<ReapplyArchetypeDefinitions['execute']>>;

const STOP_GRACE_MS = 8_000;
const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * `metagame meta definitions import DIR --format NAME`: the same work as POST
 * /api/v1/meta/definitions/import, then the reclassification in the foreground. Progress on stderr
 * (a bar on a terminal), `--json` prints the set and the finished run on stdout. Exit 65 with every
 * problem listed when the files are refused, 66 when DIR holds no definitions, 70 when the run fails.
 */
export async function metaDefinitionsImport(
  config: Config,
  dir: string,
  options: MetaDefinitionsImportOptions,
): Promise<void> {
  const format = formatOption(options.format);
  const files = readDefinitionFiles(dir, format);
  await relabel(config, 'metagame meta definitions import', options, (runtime) =>
    runtime.container.get(ImportArchetypeDefinitions).execute({ format, files }),
  );
}

/**
 * `metagame meta reclassify --format NAME`: the format's current definition files imported again as
 * they were, and every deck relabelled with them, as after an import. Exit 66 when the format has no
 * definitions; otherwise as `meta definitions import`.
 */
export async function metaReclassify(config: Config, options: MetaDefinitionsImportOptions): Promise<void> {
  const format = formatOption(options.format);
  await relabel(config, 'metagame meta reclassify', options, (runtime) =>
    runtime.container.get(ReapplyArchetypeDefinitions).execute({ format }),
  );
}

function formatOption(given: string): string {
  const format = given.toLowerCase();
  if (!/^[a-z0-9_-]{1,64}$/.test(format))
    throw new CliFailure(EXIT_CODE.VALIDATION_FAILED, `--format ${given}: 1 to 64 letters, digits, - or _.`);
  return format;
}

/** Stores a set through `store`, then runs its reclassification in the foreground, as both commands do. */
async function relabel(
  config: Config,
  command: string,
  options: MetaDefinitionsImportOptions,
  store: (runtime: Runtime) => Promise<StoreResult>,
): Promise<void> {
  const stop = new SignalStop(command, STOP_GRACE_MS, (line) => process.stderr.write(`${line}\n`));
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite', logger: silentLogger });
  try {
    await RequestContext.create(runtime.orm.em, async () => {
      const imported = await store(runtime);
      if (!imported.ok) {
        if (imported.error.code === 'NOT_FOUND') throw new CliFailure(EXIT_CODE.NOT_FOUND, imported.error.message);
        const lines = imported.error.problems.map((p) => `  ${problemText(p)}`).join('\n');
        throw new CliFailure(EXIT_CODE.VALIDATION_FAILED, `Archetype definitions refused:\n${lines}`);
      }
      const { set, run, definitions } = imported.value;
      const format = set.format;
      process.stderr.write(
        `Stored ${set.archetypeCount} archetypes and ${set.fallbackCount} fallbacks for ${format}; relabelling ${run.total} decks.\n`,
      );
      const display = progressDisplay(run.total);
      let final: Reclassification;
      try {
        final = await runtime.container
          .get(RunReclassification)
          .execute({ run, definitions, onProgress: display.update, signal: stop.signal });
      } catch (error) {
        if (stop.exitCode !== null) throw new CliFailure(stop.exitCode, 'Interrupted; the run is recorded as failed.');
        throw new CliFailure(
          EXIT_SOFTWARE,
          `Reclassification failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        display.stop();
      }
      if (options.json) {
        process.stdout.write(
          `${JSON.stringify({ definition_set: presentDefinitionSet(set), reclassification: presentReclassification(final) })}\n`,
        );
      }
      const { rule, fallback, unknown } = final.counts;
      process.stderr.write(
        `Reclassification ${final.state}: ${final.done} decks (rule ${rule}, fallback ${fallback}, unknown ${unknown}).\n`,
      );
    });
  } finally {
    stop.dispose();
    await runtime.close();
  }
}

function progressDisplay(total: number): { update: (run: Reclassification) => void; stop: () => void } {
  if (!process.stderr.isTTY || total === 0) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: 'decks [{bar}] {percentage}% | {value}/{total}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (run) => bar.update(run.done), stop: () => bar.stop() };
}
