import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@metagame/hosts';
import { ControllableClock } from '@metagame/testkit';
import type { Clock } from '@metagame/core';
import { areaModule, computed, construct, provide, setting } from '../../../hosts/src/compose/binding.js';
import { TOKENS } from '../../../hosts/src/compose/tokens.js';

/** A core-like class: ports in through the constructor, no decorators. */
class Greeter {
  constructor(
    readonly clock: Clock,
    readonly greeting: string,
  ) {}
}
class Announcer {
  constructor(
    readonly greeter: Greeter,
    readonly maxAttempts: number,
  ) {}
}

async function containerOf(...modules: ReturnType<typeof areaModule>[]): Promise<Container> {
  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(loadConfig({ VERIFICATION_MAX_ATTEMPTS: '7' }));
  await container.load(...modules);
  return container;
}

describe('area modules', () => {
  it('builds a class from its listed ports, classes, settings and computed values, in order', async () => {
    const clock = new ControllableClock('2026-03-01T10:00:00.000Z');
    const container = await containerOf(
      areaModule([
        provide(TOKENS.Clock, () => clock),
        construct(
          Greeter,
          TOKENS.Clock,
          computed(() => 'hello'),
        ),
        construct(
          Announcer,
          Greeter,
          setting(({ signup }) => signup.maxAttempts),
        ),
      ]),
    );
    const announcer = container.get(Announcer);
    expect(announcer.greeter.clock).toBe(clock);
    expect(announcer.greeter.greeting).toBe('hello');
    expect(announcer.maxAttempts).toBe(7);
  });

  it('binds each class once: every dependant gets the same instance', async () => {
    const container = await containerOf(
      areaModule([
        provide(TOKENS.Clock, () => new ControllableClock()),
        construct(
          Greeter,
          TOKENS.Clock,
          computed(() => 'hi'),
        ),
      ]),
    );
    expect(container.get(Greeter)).toBe(container.get(Greeter));
  });

  it('does not compile when a listed dependency does not fit the constructor (npm run typecheck)', () => {
    const hello = computed(() => 'hello');
    const attempts = setting(({ signup }) => signup.maxAttempts);
    // @ts-expect-error: a Config where a Clock is wanted.
    const wrongType = construct(Greeter, TOKENS.Config, hello);
    // @ts-expect-error: the greeting is missing.
    const missing = construct(Greeter, TOKENS.Clock);
    // @ts-expect-error: a number where the greeting is wanted.
    const wrongSetting = construct(Greeter, TOKENS.Clock, attempts);
    expect([wrongType.id, missing.id, wrongSetting.id]).toEqual([Greeter, Greeter, Greeter]);
  });
});
