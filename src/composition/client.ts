import type { Observable } from 'rxjs';
import type { Environment, UseCaseError } from '../domain';
import type { ApiClient } from '../data/http/api-client';
import type { AddToCartUseCase } from '../usecases/cart/add-to-cart.use-case';
import type { CartStore } from '../usecases/cart/cart.store';
import type { GetOrCreateCartUseCase } from '../usecases/cart/get-or-create-cart.use-case';
import type { RemoveCartItemUseCase } from '../usecases/cart/remove-cart-item.use-case';
import type { UpdateCartItemUseCase } from '../usecases/cart/update-cart-item.use-case';
import type { BrowseProductsUseCase } from '../usecases/catalog/browse-products.use-case';
import type { LoadHomeUseCase } from '../usecases/catalog/load-home.use-case';
import type { LoadNavigationUseCase } from '../usecases/catalog/load-navigation.use-case';
import type { LoadProductPageUseCase } from '../usecases/catalog/load-product-page.use-case';
import type { ResolveSlugUseCase } from '../usecases/catalog/resolve-slug.use-case';
import type { LoginUseCase } from '../usecases/session/login.use-case';
import type { LogoutUseCase } from '../usecases/session/logout.use-case';
import type { SessionStore } from '../usecases/session/session.store';
import type { StartSessionUseCase } from '../usecases/session/start-session.use-case';
import type { ErrorHandler } from '../usecases/shared/error-handler';
import type { LoadUserUseCase } from '../usecases/user/load-user.use-case';
import type { UserStore } from '../usecases/user/user.store';
import type { TiendaConfig } from './config';
import { CompositionRoot } from './root';
import { TOKENS, type Token } from './tokens';

/**
 * A ready Tienda client: the stores to observe and the use cases to run.
 * The web UI, the integration tests and other teams' shells all use this.
 */
export interface TiendaClient {
  readonly environment: Environment;
  /** The API root every call goes to. */
  readonly apiRoot: string;
  readonly stores: { session: SessionStore; user: UserStore; cart: CartStore };
  /** Every failure, once, after it has been logged. */
  readonly errors$: Observable<UseCaseError>;
  /** Starts or restores the session, then fetches or creates the cart. */
  start(): Promise<void>;
  readonly startSession: StartSessionUseCase;
  readonly login: LoginUseCase;
  readonly logout: LogoutUseCase;
  readonly loadUser: LoadUserUseCase;
  readonly loadHome: LoadHomeUseCase;
  readonly resolveSlug: ResolveSlugUseCase;
  readonly loadProductPage: LoadProductPageUseCase;
  readonly browseProducts: BrowseProductsUseCase;
  readonly loadNavigation: LoadNavigationUseCase;
  readonly getCart: GetOrCreateCartUseCase;
  readonly addToCart: AddToCartUseCase;
  readonly updateCartItem: UpdateCartItemUseCase;
  readonly removeCartItem: RemoveCartItemUseCase;
}

/** Builds a client from an assembled root. */
export function clientFrom(root: CompositionRoot): TiendaClient {
  const get = <T>(token: Token) => root.get<T>(token);
  const config = get<TiendaConfig>(TOKENS.Config);
  const client: TiendaClient = {
    environment: config.environment,
    apiRoot: get<ApiClient>(TOKENS.ApiClient).baseURL,
    stores: { session: get(TOKENS.SessionStore), user: get(TOKENS.UserStore), cart: get(TOKENS.CartStore) },
    errors$: get<ErrorHandler>(TOKENS.ErrorHandler).errors$,
    async start() {
      await client.startSession.execute();
      await client.getCart.execute();
    },
    startSession: get(TOKENS.StartSession),
    login: get(TOKENS.Login),
    logout: get(TOKENS.Logout),
    loadUser: get(TOKENS.LoadUser),
    loadHome: get(TOKENS.LoadHome),
    resolveSlug: get(TOKENS.ResolveSlug),
    loadProductPage: get(TOKENS.LoadProductPage),
    browseProducts: get(TOKENS.BrowseProducts),
    loadNavigation: get(TOKENS.LoadNavigation),
    getCart: get(TOKENS.GetOrCreateCart),
    addToCart: get(TOKENS.AddToCart),
    updateCartItem: get(TOKENS.UpdateCartItem),
    removeCartItem: get(TOKENS.RemoveCartItem),
  };
  return client;
}

/**
 * Creates a ready client for an environment and a storage:
 *
 * ```ts
 * const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });
 * await tienda.start();
 * const home = await tienda.loadHome.execute();
 * ```
 */
export function createTiendaClient(config: TiendaConfig, overrides?: ReadonlyMap<Token, unknown>): TiendaClient {
  return clientFrom(new CompositionRoot().assemble(config, overrides));
}
