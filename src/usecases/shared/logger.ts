import type { LogLevel } from '../../domain';

/** Where the library writes its log lines. Implementations must never receive tokens or card data. */
export interface Logger {
  /**
   * Writes one line at `level`. `context` holds structured facts; the library never puts tokens or card data in it.
   */
  log(level: LogLevel, message: string, context?: Record<string, unknown>): void;
}

export const silentLogger: Logger = { log: () => undefined };
