import type { Command } from 'commander';
import type { Config } from '../../compose/config.js';
import { metaImport, type MetaImportOptions } from './meta-import.js';

/** `metagame meta …`: the public metagame's imports, for cron. */
export function metaCommand(program: Command, config: () => Config): Command {
  const meta = program.command('meta').description('the public metagame: tournament results and archetypes');
  meta
    .command('import')
    .description(
      'import tournament files (folders recursively); a refused file is named and skipped; safe to run again',
    )
    .argument('<paths...>', 'tournament JSON files or folders of them')
    .option('--format <name>', 'the format of every file (default: from each file name, Uri or event name)')
    .option('--json', 'print the summary as JSON on stdout')
    .action(async (paths: string[], options: MetaImportOptions) => metaImport(config(), paths, options));
  return meta;
}
