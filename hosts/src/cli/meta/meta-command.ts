import type { Command } from 'commander';
import type { Config } from '../../compose/config.js';
import { metaDefinitionsImport, metaReclassify, type MetaDefinitionsImportOptions } from './meta-definitions-import.js';
import { metaImport, type MetaImportOptions } from './meta-import.js';

/**
 * `metagame meta …`: the public metagame's imports, for cron. Made with `program.command` so that it
 * and its subcommands inherit the usage-error handling.
 */
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
  meta
    .command('definitions')
    .description('archetype definitions')
    .command('import')
    .description('import a format’s archetype definitions and relabel every deck of the format (progress on stderr)')
    .argument('<dir>', 'the format’s folder (with Archetypes/ and Fallbacks/), or a root holding Formats/<format>/')
    .requiredOption('--format <name>', 'the format, e.g. modern')
    .option('--json', 'print the stored set and the finished run as JSON on stdout')
    .action(async (dir: string, options: MetaDefinitionsImportOptions) =>
      metaDefinitionsImport(config(), dir, options),
    );
  meta
    .command('reclassify')
    .description(
      'relabel every deck of a format with its current definitions, imported again as they were (after a card data import or an upgrade)',
    )
    .requiredOption('--format <name>', 'the format, e.g. modern')
    .option('--json', 'print the stored set and the finished run as JSON on stdout')
    .action(async (options: MetaDefinitionsImportOptions) => metaReclassify(config(), options));
  return meta;
}
