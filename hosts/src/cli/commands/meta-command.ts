import type { Command } from 'commander';
import type { Config } from '../../compose/config.js';
import { metaDefinitionsImport, type MetaDefinitionsImportOptions } from './meta-definitions-import.js';

/**
 * `metagame meta …`: the public metagame for cron. Made with `program.command` so that it and its
 * subcommands inherit the usage-error handling.
 */
export function metaCommand(program: Command, config: () => Config): Command {
  const meta = program.command('meta').description('the public metagame: tournaments and archetypes');
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
  return meta;
}
