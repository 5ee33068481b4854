import type { ServiceIdentifier } from 'inversify';

declare const carries: unique symbol;

/**
 * A service identifier that carries the type of what it names. inversify's own `ServiceIdentifier<T>`
 * admits any function, so two of them never disagree at compile time; this brand makes a token of a
 * `Clock` unusable where a `UserRepo` is wanted, in `container.get`, in `bind` and in `construct`.
 */
export type Token<T> = ServiceIdentifier<T> & { readonly [carries]?: T };

/** A class, which is its own identifier: core use cases and services are bound under their class. */
export type Class<T> = abstract new (...args: never[]) => T;

/** Anything the container resolves to a `T`: a port's token or a class. */
export type Resolvable<T> = Token<T> | Class<T>;

export const token = <T>(name: string): Token<T> => Symbol.for(`metagame.${name}`) as Token<T>;
