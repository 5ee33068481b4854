import { Command, CommanderError, Option } from 'commander';
import { IMPORT_SOURCES } from '@metagame/core';
import { ConfigError, loadConfig } from '../compose/config.js';
import { CliFailure } from './cli-failure.js';
import { createAdmin } from './commands/create-admin.js';
import { importCardData, type ImportOptions } from './commands/import.js';
import { migrate } from './commands/migrate.js';
import { configCheck } from './commands/config-check.js';
import { prune } from './commands/prune.js';
import { serve } from './commands/serve.js';
import { status } from './commands/status.js';
import { usersCommand } from './users/users-command.js';
import { metaCommand } from './commands/meta-command.js';
import { EXIT_CONFIG, EXIT_USAGE } from './exit-codes.js';
import { packageVersion } from './package-version.js';
import { readEnvironment } from './read-environment.js';

// exitOverride comes before the commands so that each one inherits it: commander then throws its
// usage errors (after printing them) instead of exiting 1, and the catch below exits EX_USAGE.
const program = new Command('metagame')
  .description('Metagame API server and operator commands')
  .version(packageVersion())
  .showHelpAfterError()
  .exitOverride();

const config = () => loadConfig(readEnvironment());

program
  .command('serve')
  .description('run the HTTP server (what `npm start` runs)')
  .option('--workers <n>', 'server processes sharing the port (default: cores on PostgreSQL, 1 on SQLite)')
  .action(async (options: { workers?: string }) => serve(config(), options.workers));

program
  .command('migrate')
  .description('apply pending migrations to DATABASE_URL and exit')
  .action(async () => migrate(config()));

program
  .command('prune')
  .description(
    'delete audit events older than AUDIT_RETENTION_DAYS, ended sessions and stale login clients (serve does it hourly)',
  )
  .option('--json', 'print the counts as JSON on stdout')
  .action(async (options: { json?: boolean }) => prune(config(), options));

program
  .command('create-admin')
  .description('create a verified admin; the password is read from the terminal (no echo) or stdin')
  .requiredOption('--email <email>', 'email of the new admin')
  .option('--display-name <name>', 'display name')
  .action(async (options: { email: string; displayName?: string }) => createAdmin(config(), options));

program
  .command('import')
  .description('run the card-data import in the foreground (cron); progress on stderr; exit 0 on success or skip')
  .addOption(
    new Option('--source <source>', 'which MTGJSON file to import').choices(IMPORT_SOURCES).makeOptionMandatory(),
  )
  .option('--force', 'import even when the upstream build was already imported', false)
  .option('--json', 'print the final report as JSON on stdout')
  .action(async (options: ImportOptions) => importCardData(config(), options));

program
  .command('status')
  .description(
    'database reachable, migrations pending, the last card import, row counts; exit 69 when the database does not answer',
  )
  .option('--json', 'print the report as JSON on stdout')
  .action(async (options: { json?: boolean }) => status(config(), options));

program
  .command('config')
  .description('settings')
  .command('check')
  .description('validate every setting as start-up would; name each problem (exit 78) or summarise')
  .option('--json', 'print the result as JSON on stdout')
  .action((options: { json?: boolean }) => configCheck(options));

usersCommand(program, config);
metaCommand(program, config);

program.parseAsync(process.argv).catch((error: unknown) => {
  // --help and --version end here too, with status 0; commander has already printed what it had to.
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : EXIT_USAGE);
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  if (error instanceof CliFailure) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error.exitCode);
  }
  process.stderr.write(`metagame: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
