/** The core's tokens: the configuration and the services every feature builds on. */
export const CORE_TOKENS = {
  Config: Symbol.for('tienda.Config'),
  Logger: Symbol.for('tienda.Logger'),
  ErrorHandler: Symbol.for('tienda.ErrorHandler'),
  StorageAdapter: Symbol.for('tienda.StorageAdapter'),
  Storage: Symbol.for('tienda.Storage'),
  ApiClient: Symbol.for('tienda.ApiClient'),
  /** Where the ApiClient gets session tokens (a SessionTokenSource). The session feature binds it. */
  SessionTokenSource: Symbol.for('tienda.SessionTokenSource'),
} as const;
