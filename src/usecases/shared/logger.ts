import type { LogLevel } from '../../domain';

/** Where the library writes its log lines. Implementations must never receive tokens or card data. */
export interface Logger {
  log(level: LogLevel, message: string, context?: Record<string, unknown>): void;
}

export const silentLogger: Logger = { log: () => undefined };
