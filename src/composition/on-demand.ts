/**
 * How a feature keeps its code out of every page's library: its module (in
 * the library chunk) binds its stores and one token for its use cases; its
 * use-case classes and repositories live in an on-demand chunk whose one
 * typed factory builds them, imported on the feature's first call.
 */
import type { ResolutionContext } from 'inversify';
import type { ErrorHandler } from '../usecases/shared/error-handler';
import { CORE_TOKENS } from './core/core.tokens';
import { lazily, type Get, type Members, type Calls, type Resolve, type TokenFor, type UseCase } from './feature';

/** A feature's use cases, built by its on-demand chunk's factory on the first call (the chunk loads then). */
export type OnDemand<U> = () => Promise<U>;

/**
 * Loads a feature's chunk on the first call and builds its use cases with the chunk's factory, resolving what it
 * asks for from the container; the stores it got that load on demand are real before the use cases are handed
 * out. A failed load is reported (context `feature`) and tried again on the next call.
 */
export function onDemand<U>(context: ResolutionContext, feature: string, load: () => Promise<(get: Get) => U>): OnDemand<U> {
  const errors = context.get<ErrorHandler>(CORE_TOKENS.ErrorHandler);
  let built: Promise<U> | null = null;
  return () =>
    (built ??= load()
      .then(async (create) => {
        const got: unknown[] = [];
        const useCases = create(<T>(token: TokenFor<T>) => {
          const value = context.get<T>(token);
          got.push(value);
          return value;
        });
        await Promise.all(got.map((value) => (value as Record<PropertyKey, unknown> | null)?.[STORE_READY]));
        return useCases;
      })
      .catch((error: unknown) => {
        built = null;
        throw errors.handle(error, feature);
      }));
}

/** A namespace whose use cases load on demand (`token` is bound with {@link onDemand}): each call waits for them. */
export function onDemandCalls<U extends Record<keyof U, UseCase>>(resolve: Resolve, token: TokenFor<OnDemand<U>>, members: Members<U>): Calls<U> {
  const useCases = lazily<OnDemand<U>>(resolve, token);
  const namespace: Record<string, unknown> = {};
  for (const member of Object.keys(members)) {
    namespace[member] = async (...args: unknown[]) => {
      const useCase = (await useCases()())[member as keyof U] as unknown as { execute(...a: unknown[]): unknown };
      return useCase.execute(...args);
    };
  }
  return namespace as Calls<U>;
}

/** `import()` once; a failed load is forgotten, so the next call tries again (a chunk that failed to download). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let code: Promise<T> | null = null;
  return () =>
    (code ??= load().catch((error: unknown) => {
      code = null;
      throw error;
    }));
}

/** A store's readiness, on a store that loads on demand (awaited before a use case gets it). */
export const STORE_READY: unique symbol = Symbol('tienda.storeReady');

interface Subscribable {
  subscribe(listener: () => void): () => void;
  getSnapshot(): unknown;
}

/**
 * A store whose class loads on demand: until a use case needs it (the first call of its feature), it reads
 * `initial` and keeps its subscribers, who are told once the real store arrives; its other methods do nothing
 * (there is nothing to clear yet). Then every property is the real store's; `subscribe` and `getSnapshot`
 * keep one identity each, as React's useSyncExternalStore wants. `store[STORE_READY]` loads it and resolves to
 * the real store.
 */
export function onDemandStore<T extends object>(initial: unknown, create: () => Promise<T>): T {
  let real: (T & Subscribable) | null = null;
  let ready: Promise<T> | null = null;
  const waiting = new Map<() => void, (() => void) | null>();
  const ensure = () =>
    (ready ??= create().then(
      (store) => {
        real = store as T & Subscribable;
        for (const listener of waiting.keys()) waiting.set(listener, real.subscribe(listener));
        // Told only if the real store already holds something else than what they read.
        if (!sameState(real.getSnapshot(), initial)) for (const listener of waiting.keys()) listener();
        return store;
      },
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  const early: Record<PropertyKey, unknown> = {
    getSnapshot: () => (real ? real.getSnapshot() : initial),
    subscribe: (listener: () => void) => {
      if (real) return real.subscribe(listener);
      waiting.set(listener, null);
      return () => {
        waiting.get(listener)?.();
        waiting.delete(listener);
      };
    },
  };
  return new Proxy({} as T, {
    get(_target, name) {
      if (name === STORE_READY) return ensure();
      if (name in early) return early[name];
      if (!real) return name === 'then' ? undefined : () => undefined;
      const value = (real as Record<PropertyKey, unknown>)[name];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
    },
  });
}

/** Whether two states hold the same values, field by field (a store copies its initial state). */
function sameState(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/** The store belongs to the session that filled it: when the session changes (logout, another login, deletion) it is emptied. */
export function sessionScoped<S extends { clear(): void }>(store: S, session: { session: { token: string } | null; subscribe(listener: () => void): () => void }): S {
  let token = session.session?.token ?? null;
  session.subscribe(() => {
    const now = session.session?.token ?? null;
    if (now === token) return;
    token = now;
    store.clear();
  });
  return store;
}

/** The chunk of the on-demand stores' classes (stores.on-demand.ts). */
export const loadStores = loadOnce(() => import('./stores.on-demand'));
