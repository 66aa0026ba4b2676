import type { TiendaClient } from '../../index';

/**
 * Where the UI gets its TiendaClient. In the browser the library is loaded on
 * first need (a loader, an add to cart, a returning shopper's session), so
 * the first screen never waits for it. On the server, route loaders get a
 * fresh client per request, and the shopper-state hooks get none: the
 * server never renders one shopper's session, cart or account.
 */
export interface ClientSource {
  /** The client, loading the library and creating it on first call. */
  get(): Promise<TiendaClient>;
  /** The client if it already exists; null before (and always on the server). */
  peek(): TiendaClient | null;
  /** Called once when the client comes to exist. */
  subscribe(listener: () => void): () => void;
  /** Starts downloading the library without creating a client (a hint, e.g. on the first tap). */
  preload(): void;
}

/** A source around a ready client, or around none (the server's shopper-state source). */
export function staticSource(client: TiendaClient | null): ClientSource {
  return {
    get: () => (client ? Promise.resolve(client) : Promise.reject(new Error('No Tienda client in this context'))),
    peek: () => client,
    subscribe: () => () => undefined,
    preload: () => undefined,
  };
}

/**
 * A source that creates its client on first `get()`, with `create`, which
 * typically imports the library dynamically. A failed creation is forgotten,
 * so a later call tries again (a chunk that failed to download, say).
 */
export function lazySource(create: () => Promise<TiendaClient>, preload: () => Promise<unknown> = create): ClientSource {
  let client: TiendaClient | null = null;
  let creating: Promise<TiendaClient> | null = null;
  const listeners = new Set<() => void>();
  return {
    get() {
      creating ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          creating = null;
          throw error;
        },
      );
      return creating;
    },
    peek: () => client,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload() {
      preload().catch(() => undefined);
    },
  };
}
