import type { Observable } from 'rxjs';
import type { Environment, UseCaseError } from '../../domain';
import type { ApiClient } from '../../data/http/api-client';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { TiendaConfig } from '../config';
import type { Resolve } from '../feature';
import { CORE_TOKENS } from './core.tokens';

/** The core's part of TiendaClient. */
export interface CoreClient {
  /** The environment the client was created for. */
  readonly environment: Environment;
  /** The API root every call goes to. */
  readonly apiRoot: string;
  /** Every failure, once, after it has been logged. */
  readonly errors$: Observable<UseCaseError>;
}

export function coreClient(resolve: Resolve): CoreClient {
  return {
    environment: resolve<TiendaConfig>(CORE_TOKENS.Config).environment,
    // Built now, so that a hosted environment without an API root fails when the client is created.
    apiRoot: resolve<ApiClient>(CORE_TOKENS.ApiClient).baseURL,
    errors$: resolve<ErrorHandler>(CORE_TOKENS.ErrorHandler).errors$,
  };
}
