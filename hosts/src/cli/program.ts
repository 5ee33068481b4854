import { Command } from 'commander';
import { ConfigError, loadConfig } from '../compose/config.js';
import { CliFailure } from './cli-failure.js';
import { createAdmin } from './commands/create-admin.js';
import { importCardData } from './commands/import.js';
import { migrate } from './commands/migrate.js';
import { prune } from './commands/prune.js';
import { serve } from './commands/serve.js';
import { EXIT_CONFIG } from './exit-codes.js';
import { readEnvironment } from './read-environment.js';

const program = new Command('metagame').description('Metagame API server and operator commands').showHelpAfterError();

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
  .action(async () => prune(config()));

program
  .command('create-admin')
  .description('create a verified admin; the password is read from the terminal (no echo) or stdin')
  .requiredOption('--email <email>', 'email of the new admin')
  .option('--display-name <name>', 'display name')
  .action(async (options: { email: string; displayName?: string }) => createAdmin(config(), options));

program
  .command('import')
  .description('run the card-data import in the foreground (cron); progress on stderr; exit 0 on success or skip')
  .requiredOption('--source <source>', 'AllPrices or AllPricesToday')
  .option('--force', 'import even when the upstream build was already imported', false)
  .action(async (options: { source: string; force: boolean }) => importCardData(config(), options));

program.parseAsync(process.argv).catch((error: unknown) => {
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
