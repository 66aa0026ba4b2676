import type { ContainerModule, ResolutionContext } from 'inversify';
import type { TiendaConfig } from './config';

declare const bound: unique symbol;
/** A token that carries the type of what is bound to it, so `get(token)` answers that type. */
export type TokenFor<T> = symbol & { readonly [bound]?: T };

/** `Symbol.for('tienda.<name>')`, typed with what is bound to it. */
export function tokenFor<T>(name: string): TokenFor<T> {
  return Symbol.for(`tienda.${name}`);
}

/** Resolves a typed token: what a feature's factory builds its use cases with, so the compiler checks each argument. */
export type Get = <T>(token: TokenFor<T>) => T;

/** Resolves a typed token from the container a client was built from. */
export type Resolve = Get;

/**
 * Binds a feature's use cases built by its typed factory, for `toDynamicValue`: what the factory asks for with
 * `get(token)` is resolved from the container when the token is first resolved (a singleton).
 */
export function built<U>(create: (get: Get) => U): (context: ResolutionContext) => U {
  return (context) => create((token) => context.get(token));
}

/** A use case: one `execute`. */
export interface UseCase {
  execute(...args: never[]): unknown;
}

/**
 * A namespace's calls, one per use case of a feature's factory: each is that use case's `execute`, so hover shows
 * the factory's comment on the member and go-to-definition on a call lands on the factory and the class's `execute`.
 */
export type Calls<U extends Record<keyof U, UseCase>> = { [K in keyof U]: U[K]['execute'] };

/** Each member of a factory's result, once: the compiler refuses a missing or an extra one. */
export type Members<U> = { readonly [K in keyof U]: true };

/** `namespace` with enumerable getters added (a store, a setting), each resolving on first read. */
export function withGetters<N extends object, G extends Record<string, () => unknown>>(namespace: N, getters: G): N & { readonly [K in keyof G]: ReturnType<G[K]> } {
  for (const [name, get] of Object.entries(getters)) Object.defineProperty(namespace, name, { get, enumerable: true });
  return namespace as N & { readonly [K in keyof G]: ReturnType<G[K]> };
}

/** A namespace whose use cases are built together, by `useCases` (resolved on the first call). */
export function calls<U extends Record<keyof U, UseCase>>(useCases: () => U, members: Members<U>): Calls<U> {
  const namespace: Record<string, unknown> = {};
  for (const member of Object.keys(members)) {
    namespace[member] = (...args: unknown[]) => {
      const useCase = useCases()[member as keyof U] as unknown as { execute(...a: unknown[]): unknown };
      return useCase.execute(...args);
    };
  }
  return namespace as Calls<U>;
}

/**
 * One feature of the library, as the composition root sees it: its tokens,
 * the ContainerModule that binds them, and the part of TiendaClient it adds.
 * Adding a feature is a folder with these three plus one entry in
 * `FEATURES` (root.ts).
 */
export interface Feature<Tokens extends Readonly<Record<string, symbol>>, Client extends object> {
  readonly tokens: Tokens;
  /** Binds every token of `tokens` with factories, in singleton scope. Loaded synchronously. */
  module(config: TiendaConfig): ContainerModule;
  /** The feature's namespaces on TiendaClient. Resolves nothing until a member is used. */
  client(resolve: Resolve): Client;
}

/** Declares a feature, keeping its exact token and client types. */
export function defineFeature<Tokens extends Readonly<Record<string, symbol>>, Client extends object>(
  feature: Feature<Tokens, Client>,
): Feature<Tokens, Client> {
  return feature;
}

/** Resolves `token` on the first call and keeps it. */
export function lazily<T>(resolve: Resolve, token: TokenFor<T>): () => T {
  let value: { current: T } | null = null;
  return () => (value ??= { current: resolve(token) }).current;
}

/** `A | B` to `A & B`: how the features' token objects and client parts combine. */
export type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * Combines the features' objects (token sets, client parts) into one,
 * keeping getters as getters. Two features claiming one name is a wiring
 * mistake, so it throws rather than letting the later one win.
 */
export function mergeParts<Part extends object>(parts: readonly Part[], what: string): UnionToIntersection<Part> {
  const merged: Record<PropertyKey, unknown> = {};
  for (const part of parts) {
    for (const key of Reflect.ownKeys(part)) {
      if (Object.prototype.hasOwnProperty.call(merged, key)) throw new Error(`Two features define the ${what} ${String(key)}`);
      Object.defineProperty(merged, key, Object.getOwnPropertyDescriptor(part, key)!);
    }
  }
  return merged as UnionToIntersection<Part>;
}
