import type { ApiClient } from '../../data/http/api-client';
import type { SessionTokenSource } from '../../usecases/session/session-token-source';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { KeyValueStorage } from '../../usecases/shared/key-value-storage';
import type { Logger } from '../../usecases/shared/logger';
import type { ResilientStorage } from '../../usecases/shared/resilient-storage';
import type { TiendaConfig } from '../config';
import { tokenFor } from '../feature';

/** The core's tokens: the configuration and the services every feature builds on. */
export const CORE_TOKENS = {
  Config: tokenFor<TiendaConfig>('Config'),
  Logger: tokenFor<Logger>('Logger'),
  ErrorHandler: tokenFor<ErrorHandler>('ErrorHandler'),
  StorageAdapter: tokenFor<KeyValueStorage>('StorageAdapter'),
  Storage: tokenFor<ResilientStorage>('Storage'),
  ApiClient: tokenFor<ApiClient>('ApiClient'),
  /** Where the ApiClient gets session tokens (a SessionTokenSource). The session feature binds it. */
  SessionTokenSource: tokenFor<SessionTokenSource>('SessionTokenSource'),
} as const;
