import { ContainerModule } from 'inversify';
import type { CreateAxiosDefaults } from 'axios';
import { logLevelFor, resolveApiRoot, UseCaseError } from '../../domain';
import { ApiClient, type HttpRequester } from '../../data/http/api-client';
import { ConsoleLogger } from '../../data/logging/console-logger';
import { MemoryStorage } from '../../data/storage/memory-storage';
import { ErrorHandler } from '../../usecases/shared/error-handler';
import { ResilientStorage } from '../../usecases/shared/resilient-storage';
import type { TiendaConfig } from '../config';
import { built } from '../feature';
import { CORE_TOKENS as T } from './core.tokens';

/** Binds the configuration, logger, error handler, storage and API client. */
export function coreModule(config: TiendaConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(T.Config).toConstantValue(config);
    bind(T.Logger)
      .toDynamicValue(() => config.logger ?? new ConsoleLogger(logLevelFor(config.environment)))
      .inSingletonScope();
    bind(T.ErrorHandler)
      .toDynamicValue(built((get) => new ErrorHandler(get(T.Logger), config.onError)))
      .inSingletonScope();
    bind(T.StorageAdapter)
      .toDynamicValue(() => config.storage ?? new MemoryStorage())
      .inSingletonScope();
    bind(T.Storage)
      .toDynamicValue(
        built((get) => {
          const errors = get(T.ErrorHandler);
          return new ResilientStorage(get(T.StorageAdapter), (error) => errors.handle(error, 'storage'));
        }),
      )
      .inSingletonScope();
    bind(T.ApiClient)
      .toDynamicValue(
        built((get) => {
          // Lazy: the session service behind the token source itself needs this client to create sessions.
          const sessions = () => get(T.SessionTokenSource);
          return new ApiClient({
            baseURL: resolveApiRoot(config.environment, config.apiRoots, config.apiRoot),
            sessions: {
              ensureToken: () => sessions().ensureToken(),
              replaceRejected: (token) => sessions().replaceRejected(token),
            },
            logger: get(T.Logger),
            ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
            ...(config.requestInfo ? { requestInfo: config.requestInfo } : {}),
            ...(config.sleep ? { sleep: config.sleep } : {}),
            ...(config.adapter ? { adapter: config.adapter } : config.fetchHandler ? { http: inProcessHttpFor(config.fetchHandler) } : {}),
          });
        }),
      )
      .inSingletonScope();
  });
}

/** Reports a store listener that throws as storeObserverThrewException, through the error handler. */
export function withListenerReports<S extends { onListenerError: (error: unknown) => void }>(store: S, errors: ErrorHandler): S {
  store.onListenerError = (error) =>
    errors.handle(
      new UseCaseError('storeObserverThrewException', { details: error instanceof Error ? error.message : String(error) }),
      'store',
    );
  return store;
}

/** The in-process requester (data/http/in-process-adapter.ts), loaded on first use: a browser never needs its code. */
function inProcessHttpFor(handler: (request: Request) => Promise<Response>): (defaults: CreateAxiosDefaults) => HttpRequester {
  return (defaults) => {
    let http: Promise<HttpRequester> | null = null;
    return {
      async request(config) {
        http ??= import('../../data/http/in-process-adapter').then((m) => m.inProcessHttp(handler, defaults));
        return (await http).request(config);
      },
    };
  };
}
