import type { Observable } from 'rxjs';
import type { Environment, UseCaseError } from '../../domain';
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
    environment: resolve(CORE_TOKENS.Config).environment,
    // Built now, so that a hosted environment without an API root fails when the client is created.
    apiRoot: resolve(CORE_TOKENS.ApiClient).baseURL,
    errors$: resolve(CORE_TOKENS.ErrorHandler).errors$,
  };
}
