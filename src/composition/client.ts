import type { TiendaConfig } from './config';
import { mergeParts, type UnionToIntersection } from './feature';
import { CompositionRoot, FEATURES } from './root';
import type { Token } from './tokens';

/** What the features put on the client: the core's facts, then one namespace per feature. */
type FeatureClients = UnionToIntersection<ReturnType<(typeof FEATURES)[number]['client']>>;

/**
 * A ready Tienda client, namespaced by feature: `tienda.session`,
 * `tienda.user`, `tienda.catalog` and `tienda.cart`, each with its calls and,
 * where it has state, its `store`. A use case is resolved on its first call.
 * The web UI, the integration tests and other teams' shells all use this.
 */
export interface TiendaClient extends FeatureClients {
  /** Starts or restores the session, then fetches or creates the cart. */
  start(): Promise<void>;
}

/** Builds a client from an assembled {@link CompositionRoot}. It resolves nothing feature-specific until used. */
export function clientFrom(root: CompositionRoot): TiendaClient {
  const resolve = root.resolver();
  const client: TiendaClient = mergeParts(
    [
      ...FEATURES.map((feature) => feature.client(resolve)),
      {
        async start() {
          await client.session.start();
          await client.cart.get();
        },
      },
    ],
    'client member',
  );
  return client;
}

/**
 * Creates a ready client for an environment and a storage:
 *
 * ```ts
 * const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });
 * await tienda.start();
 * const home = await tienda.catalog.loadHome();
 * ```
 *
 * Every call either answers its value or throws a {@link UseCaseError}; every failure is also
 * emitted once on `tienda.errors$`. See {@link TiendaConfig} for your own storage and logger.
 *
 * @param config - the environment, and optionally the API root, storage, logger and other host choices.
 * @param overrides - bindings to replace, by token of {@link TOKENS} (e.g. a fake repository in a test).
 *   Each value is bound as a constant in place of the feature's own binding.
 */
export function createTiendaClient(config: TiendaConfig, overrides?: ReadonlyMap<Token, unknown>): TiendaClient {
  return clientFrom(new CompositionRoot().assemble(config, overrides));
}
