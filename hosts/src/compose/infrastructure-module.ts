import { ContainerModule } from 'inversify';
import {
  Argon2PasswordHasher,
  DatabaseHealth,
  JwtTokenSigner,
  MikroOrmUnitOfWork,
  RandomUuidGenerator,
  SqlLoginClientStore,
  SqlRateLimitStore,
  SystemClock,
  type Orm,
} from '@metagame/adapters';
import type { Logger } from '@metagame/core';
import type { Config } from './config.js';
import { TOKENS } from './tokens.js';

/** Shared technical services: database, clock, ids, hashing, signing, logging. */
export const infrastructureModule = (config: Config, orm: Orm | undefined, logger: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Config).toConstantValue(config);
    if (orm) bind(TOKENS.Orm).toConstantValue(orm);
    const database = (): Orm => {
      if (!orm)
        throw new Error('this container was composed without a database; bind the ports that need one in override');
      return orm;
    };
    bind(TOKENS.Logger).toConstantValue(logger);
    bind(TOKENS.Clock)
      .toDynamicValue(() => new SystemClock())
      .inSingletonScope();
    bind(TOKENS.IdGenerator)
      .toDynamicValue(() => new RandomUuidGenerator())
      .inSingletonScope();
    bind(TOKENS.UnitOfWork)
      .toDynamicValue(() => new MikroOrmUnitOfWork(database().sql))
      .inSingletonScope();
    bind(TOKENS.DatabaseHealth)
      .toDynamicValue(() => new DatabaseHealth(database()))
      .inSingletonScope();
    bind(TOKENS.RateLimitStore)
      .toDynamicValue(() => new SqlRateLimitStore(database().sql))
      .inSingletonScope();
    bind(TOKENS.LoginClientStore)
      .toDynamicValue(() => new SqlLoginClientStore(database().sql))
      .inSingletonScope();
    bind(TOKENS.PasswordHasher)
      .toDynamicValue(() => new Argon2PasswordHasher({ workers: config.auth.passwordHashConcurrency }))
      .inSingletonScope();
    bind(TOKENS.TokenSigner)
      .toDynamicValue(() => new JwtTokenSigner(config.auth.secretKey, config.auth.algorithm))
      .inSingletonScope();
  });
