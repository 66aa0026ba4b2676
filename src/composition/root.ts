import 'reflect-metadata';
import { Container, type ResolutionContext } from 'inversify';
import { logLevelFor, resolveApiRoot } from '../domain';
import { HttpCartRepository } from '../data/cart/http-cart.repository';
import { HttpCatalogRepository } from '../data/catalog/http-catalog.repository';
import { ApiClient } from '../data/http/api-client';
import { ConsoleLogger } from '../data/logging/console-logger';
import { HttpSessionRepository } from '../data/session/http-session.repository';
import { MemoryStorage } from '../data/storage/memory-storage';
import { HttpUserRepository } from '../data/user/http-user.repository';
import { AddToCartUseCase } from '../usecases/cart/add-to-cart.use-case';
import { CartService } from '../usecases/cart/cart.service';
import { CartStore } from '../usecases/cart/cart.store';
import { GetOrCreateCartUseCase } from '../usecases/cart/get-or-create-cart.use-case';
import { RemoveCartItemUseCase } from '../usecases/cart/remove-cart-item.use-case';
import { UpdateCartItemUseCase } from '../usecases/cart/update-cart-item.use-case';
import { BrowseProductsUseCase } from '../usecases/catalog/browse-products.use-case';
import { LoadHomeUseCase } from '../usecases/catalog/load-home.use-case';
import { LoadNavigationUseCase } from '../usecases/catalog/load-navigation.use-case';
import { LoadProductPageUseCase } from '../usecases/catalog/load-product-page.use-case';
import { ResolveSlugUseCase } from '../usecases/catalog/resolve-slug.use-case';
import { LoginUseCase } from '../usecases/session/login.use-case';
import { LogoutUseCase } from '../usecases/session/logout.use-case';
import { SessionService } from '../usecases/session/session.service';
import { SessionStore } from '../usecases/session/session.store';
import { StartSessionUseCase } from '../usecases/session/start-session.use-case';
import { ErrorHandler } from '../usecases/shared/error-handler';
import { ResilientStorage } from '../usecases/shared/resilient-storage';
import { UseCaseError } from '../domain';
import { LoadUserUseCase } from '../usecases/user/load-user.use-case';
import { UserStore } from '../usecases/user/user.store';
import type { TiendaConfig } from './config';
import { TOKENS, type Token } from './tokens';

export const NOT_ASSEMBLED_MESSAGE = 'assemble must be called first';

type Factory = (ctx: ResolutionContext) => unknown;

/** How each token is built from the others. Use cases know nothing of inversify. */
function factories(config: TiendaConfig): [Token, Factory][] {
  const g = <T>(ctx: ResolutionContext, token: Token) => ctx.get<T>(token);
  return [
    [TOKENS.Config, () => config],
    [TOKENS.Logger, () => config.logger ?? new ConsoleLogger(logLevelFor(config.environment))],
    [TOKENS.ErrorHandler, (c) => new ErrorHandler(g(c, TOKENS.Logger))],
    [TOKENS.StorageAdapter, () => config.storage ?? new MemoryStorage()],
    [
      TOKENS.Storage,
      (c) => {
        const errors = g<ErrorHandler>(c, TOKENS.ErrorHandler);
        return new ResilientStorage(g(c, TOKENS.StorageAdapter), (error) => errors.handle(error, 'storage'));
      },
    ],
    [TOKENS.SessionStore, (c) => withListenerReports(new SessionStore(), c)],
    [TOKENS.UserStore, (c) => withListenerReports(new UserStore(), c)],
    [TOKENS.CartStore, (c) => withListenerReports(new CartStore(), c)],
    [
      TOKENS.ApiClient,
      (c) =>
        new ApiClient({
          baseURL: resolveApiRoot(config.environment, config.apiRoots, config.apiRoot),
          // Lazy: the session service itself needs the client to create sessions.
          sessions: {
            ensureToken: () => g<SessionService>(c, TOKENS.SessionService).ensureToken(),
            replaceRejected: (token) => g<SessionService>(c, TOKENS.SessionService).replaceRejected(token),
          },
          logger: g(c, TOKENS.Logger),
          ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
          ...(config.requestInfo ? { requestInfo: config.requestInfo } : {}),
          ...(config.sleep ? { sleep: config.sleep } : {}),
          ...(config.adapter ? { adapter: config.adapter } : {}),
        }),
    ],
    [TOKENS.SessionRepository, (c) => new HttpSessionRepository(g(c, TOKENS.ApiClient))],
    [TOKENS.UserRepository, (c) => new HttpUserRepository(g(c, TOKENS.ApiClient))],
    [TOKENS.CatalogRepository, (c) => new HttpCatalogRepository(g(c, TOKENS.ApiClient))],
    [TOKENS.CartRepository, (c) => new HttpCartRepository(g(c, TOKENS.ApiClient))],
    [
      TOKENS.SessionService,
      (c) =>
        new SessionService(
          g(c, TOKENS.SessionStore),
          g(c, TOKENS.UserStore),
          g(c, TOKENS.SessionRepository),
          g(c, TOKENS.Storage),
          g(c, TOKENS.ErrorHandler),
        ),
    ],
    [
      TOKENS.CartService,
      (c) =>
        new CartService(
          g(c, TOKENS.CartStore),
          g(c, TOKENS.CartRepository),
          g(c, TOKENS.SessionStore),
          g(c, TOKENS.UserStore),
          g(c, TOKENS.Storage),
          g(c, TOKENS.ErrorHandler),
        ),
    ],
    [
      TOKENS.LoadUser,
      (c) =>
        new LoadUserUseCase(g(c, TOKENS.SessionStore), g(c, TOKENS.UserStore), g(c, TOKENS.UserRepository), g(c, TOKENS.ErrorHandler)),
    ],
    [
      TOKENS.StartSession,
      (c) =>
        new StartSessionUseCase(g(c, TOKENS.SessionStore), g(c, TOKENS.SessionService), g(c, TOKENS.LoadUser)),
    ],
    [
      TOKENS.Login,
      (c) =>
        new LoginUseCase(
          g(c, TOKENS.SessionStore),
          g(c, TOKENS.SessionService),
          g(c, TOKENS.SessionRepository),
          g(c, TOKENS.LoadUser),
          g(c, TOKENS.CartService),
          g(c, TOKENS.ErrorHandler),
        ),
    ],
    [
      TOKENS.Logout,
      (c) =>
        new LogoutUseCase(
          g(c, TOKENS.SessionStore),
          g(c, TOKENS.SessionService),
          g(c, TOKENS.SessionRepository),
          g(c, TOKENS.CartService),
          g(c, TOKENS.ErrorHandler),
        ),
    ],
    [TOKENS.LoadHome, (c) => new LoadHomeUseCase(g(c, TOKENS.CatalogRepository), g(c, TOKENS.ErrorHandler), config.random)],
    [TOKENS.ResolveSlug, (c) => new ResolveSlugUseCase(g(c, TOKENS.CatalogRepository), g(c, TOKENS.ErrorHandler))],
    [TOKENS.LoadProductPage, (c) => new LoadProductPageUseCase(g(c, TOKENS.CatalogRepository), g(c, TOKENS.ErrorHandler))],
    [TOKENS.BrowseProducts, (c) => new BrowseProductsUseCase(g(c, TOKENS.CatalogRepository), g(c, TOKENS.ErrorHandler))],
    [TOKENS.LoadNavigation, (c) => new LoadNavigationUseCase(g(c, TOKENS.CatalogRepository), g(c, TOKENS.ErrorHandler))],
    [TOKENS.GetOrCreateCart, (c) => new GetOrCreateCartUseCase(g(c, TOKENS.CartService))],
    [
      TOKENS.AddToCart,
      (c) =>
        new AddToCartUseCase(g(c, TOKENS.CartService), g(c, TOKENS.CartStore), g(c, TOKENS.CartRepository), g(c, TOKENS.ErrorHandler)),
    ],
    [
      TOKENS.UpdateCartItem,
      (c) => new UpdateCartItemUseCase(g(c, TOKENS.CartService), g(c, TOKENS.CartRepository), g(c, TOKENS.ErrorHandler)),
    ],
    [TOKENS.RemoveCartItem, (c) => new RemoveCartItemUseCase(g(c, TOKENS.CartService), g(c, TOKENS.CartRepository))],
  ];
}

function withListenerReports<S extends { onListenerError: (error: unknown) => void }>(store: S, c: ResolutionContext): S {
  const errors = c.get<ErrorHandler>(TOKENS.ErrorHandler);
  store.onListenerError = (error) =>
    errors.handle(
      new UseCaseError('storeObserverThrewException', { details: error instanceof Error ? error.message : String(error) }),
      'store',
    );
  return store;
}

/**
 * The one composition root. `assemble(config)` builds a fresh container
 * (every binding a singleton); `get` before that fails with
 * 'assemble must be called first'. `overrides` binds constants in place of
 * the defaults, which is how tests put fakes in.
 */
export class CompositionRoot {
  private container: Container | null = null;

  assemble(config: TiendaConfig, overrides: ReadonlyMap<Token, unknown> = new Map()): this {
    const container = new Container({ defaultScope: 'Singleton' });
    for (const [token, factory] of factories(config)) {
      if (overrides.has(token)) container.bind(token).toConstantValue(overrides.get(token));
      else container.bind(token).toDynamicValue(factory);
    }
    this.container = container;
    return this;
  }

  get isAssembled(): boolean {
    return this.container !== null;
  }

  get<T>(token: Token): T {
    if (!this.container) throw new Error(NOT_ASSEMBLED_MESSAGE);
    return this.container.get<T>(token);
  }

  /** Forgets the container; `get` fails again until the next assemble. */
  reset(): void {
    this.container = null;
  }
}
