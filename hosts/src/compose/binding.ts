import { ContainerModule } from 'inversify';
import type { Config } from './config.js';
import type { Class, Resolvable, Token } from './token.js';
import { TOKENS } from './tokens.js';

/** Resolves a port's token or a class from the container. */
export type Get = <T>(id: Resolvable<T>) => T;

/** One singleton of the container: what it is bound under and how it is made. */
export interface Binding {
  readonly id: Resolvable<unknown>;
  readonly make: (get: Get) => unknown;
}

/** A constructor argument that is not a binding of its own: a setting, or an object of several ports. */
export class Computed<T> {
  constructor(readonly compute: (get: Get) => T) {}
}

/** One constructor argument: a port's token, a class bound under itself, or a computed value. */
export type Dep<T> = Token<T> | Class<T> | Computed<T>;

type Deps<Args extends readonly unknown[]> = { readonly [K in keyof Args]: Dep<Args[K]> };

type Constructor = new (...args: never[]) => object;

/**
 * Binds a core class under itself, built from its constructor's arguments in order. The argument
 * list is checked against the constructor at compile time: a missing, extra or mistyped port fails
 * to compile here, not at the first request.
 */
export function construct<C extends Constructor>(cls: C, ...deps: Deps<ConstructorParameters<C>>): Binding {
  const build = cls as unknown as new (...args: unknown[]) => object;
  const resolve = (get: Get, dep: Dep<unknown>) => (dep instanceof Computed ? dep.compute(get) : get(dep));
  return { id: cls, make: (get) => new build(...deps.map((dep: Dep<unknown>) => resolve(get, dep))) };
}

/** Binds a port (or anything built by hand: an adapter, a host service) under its token. */
export function provide<T>(id: Token<T>, make: (get: Get) => T): Binding {
  return { id, make };
}

/** A constructor argument computed from other bindings. */
export const computed = <T>(compute: (get: Get) => T): Computed<T> => new Computed(compute);

/** A constructor argument read from the validated configuration (which is loaded once, at start-up). */
export const setting = <T>(pick: (config: Config) => T): Computed<T> => new Computed((get) => pick(get(TOKENS.Config)));

/** An area's bindings as one container module; every binding is a lazily built singleton. */
export function areaModule(bindings: readonly Binding[]): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const { id, make } of bindings)
      bind(id)
        .toDynamicValue((context) => make((dep) => context.get(dep)))
        .inSingletonScope();
  });
}
