import { RequestContext } from '@mikro-orm/core';
import type { Orm } from '@metagame/adapters';
import { loadConfig, openRuntime, TOKENS, type Resolvable, type Runtime } from '@metagame/hosts';
import { CapturingMailer } from './capturing-mailer.js';
import { ControllableClock } from './controllable-clock.js';

export interface TestKitOptions {
  /** Extra settings, as environment variables (e.g. `{ REQUIRE_EMAIL_VERIFICATION: 'false' }`). */
  readonly env?: Readonly<Record<string, string>>;
  /** Where the clock starts. */
  readonly now?: Date | string;
}

export interface TestKit {
  /** Moves time for expiry and cooldown rules. */
  readonly clock: ControllableClock;
  /** Every verification email the core sent, instead of SMTP: `kit.mailbox.codeFor(email)`. */
  readonly mailbox: CapturingMailer;
  /** Service identifiers of the ports (a use case is identified by its class). */
  readonly tokens: typeof TOKENS;
  /** A use case (by its class) or port (by its token) whose calls each run in their own database context, as HTTP requests do. */
  get<T extends object>(id: Resolvable<T>): T;
  /** The composed runtime, for anything the shortcuts do not cover. */
  readonly runtime: Runtime;
  close(): Promise<void>;
}

/**
 * The Metagame core wired for another project's tests in one call: an in-memory SQLite database
 * with every migration applied, a controllable clock and no log output.
 *
 *     import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
 *     const kit = await createTestKit();
 *     await kit.get(RegisterUser).execute({ … });
 */
export async function createTestKit(options: TestKitOptions = {}): Promise<TestKit> {
  const clock = new ControllableClock(options.now);
  const mailbox = new CapturingMailer();
  const config = loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    ENVIRONMENT: 'test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const runtime = await openRuntime(config, {
    migrate: true,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    override: async (container) => {
      await container.unbind(TOKENS.Clock);
      container.bind(TOKENS.Clock).toConstantValue(clock);
      await container.unbind(TOKENS.Mailer);
      container.bind(TOKENS.Mailer).toConstantValue(mailbox);
    },
  });
  return {
    clock,
    mailbox,
    tokens: TOKENS,
    runtime,
    get: <T extends object>(id: Resolvable<T>) => inRequestContext(runtime.orm, runtime.container.get(id)),
    close: () => runtime.close(),
  };
}

/** Wraps every method of `target` so each call runs inside a fresh MikroORM request context. */
export function inRequestContext<T extends object>(orm: Orm, target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => RequestContext.create(orm.em, () => Promise.resolve(value.apply(object, args)));
    },
  });
}
