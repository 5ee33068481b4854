import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import { createLogger, createOrm, migrate, type Orm } from '@metagame/adapters';
import type { Logger } from '@metagame/core';
import type { Config } from './config.js';
import { cardsModule } from './cards-module.js';
import { identityModule } from './identity-module.js';
import { infrastructureModule } from './infrastructure-module.js';
import { trackerModule } from './tracker-module.js';
import { trackerAnalyticsModule } from './tracker-analytics-module.js';
import { eventPrepModule } from './event-prep-module.js';
import { signupModule } from './signup-module.js';
import { logContext } from './log-context.js';
import { recoveryModule } from './recovery-module.js';
import { passkeyModule } from './passkey-module.js';
import { teamsModule } from './teams-module.js';
import { metagameModule } from './metagame-module.js';
import { metagameArchetypesModule } from './metagame-archetypes-module.js';
import { metagameReadsModule } from './metagame-reads-module.js';
import { oidcModule } from './oidc-module.js';
import { webhooksModule } from './webhooks-module.js';

/** Feature modules, one per area; later areas add theirs here. */
const FEATURE_MODULES: readonly ContainerModule[] = [
  identityModule,
  signupModule,
  recoveryModule,
  passkeyModule,
  trackerModule,
  trackerAnalyticsModule,
  eventPrepModule,
  cardsModule,
  teamsModule,
  metagameModule,
  metagameArchetypesModule,
  metagameReadsModule,
  oidcModule,
  webhooksModule,
];

export interface RuntimeOptions {
  /** Apply pending migrations before wiring (the embedded SQLite default, tests). */
  readonly migrate?: boolean;
  /** Where log lines go; stdout by default. */
  readonly logger?: Logger;
  /** Replace bindings after the defaults load (tests: a fixed clock, a capturing mailer). */
  readonly override?: (container: Container) => void | Promise<void>;
}

/** The composed application: a fresh container over an open database. */
export interface Runtime {
  readonly config: Config;
  readonly container: Container;
  readonly orm: Orm;
  readonly logger: Logger;
  close(): Promise<void>;
}

/**
 * Every binding of the application, in a fresh container. Bindings resolve lazily, so a caller that
 * replaces the database-backed ports in `override` (core tests on in-memory fakes) needs no database:
 * `orm` may then be absent. The one wiring the hosts, the test kit and the tests all use.
 */
export async function composeContainer(
  config: Config,
  orm: Orm | undefined,
  logger: Logger,
  override?: RuntimeOptions['override'],
): Promise<Container> {
  const container = new Container();
  await container.load(infrastructureModule(config, orm, logger), ...FEATURE_MODULES);
  await override?.(container);
  return container;
}

/** The composition root shared by the HTTP and CLI hosts (and the test kit). */
export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  // Lines logged while a request is handled carry its request id (log-context.ts).
  const logger = logContext.wrap(options.logger ?? createLogger({ level: config.logLevel }));
  const orm = await createOrm(config.database);
  try {
    if (options.migrate) await migrate(orm);
    const container = await composeContainer(config, orm, logger, options.override);
    return { config, container, orm, logger, close: () => orm.close(true) };
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}
