import type { LogLevel } from '../../domain';
import type { Logger } from '../../usecases/shared/logger';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEYS = /token|session|password|card|cvv|number|authorization/i;

/** Removes values of secret-looking keys at any depth, so tokens and card data never reach a log. */
export function redact(context: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!context) return undefined;
  return redactValue(context, 0) as Record<string, unknown>;
}

function redactValue(value: unknown, depth: number): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => redactValue(entry, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    clean[key] = SECRET_KEYS.test(key) ? '[redacted]' : redactValue(entry, depth + 1);
  }
  return clean;
}

/** Writes to the console at or above `level` (info in prod and test, debug otherwise). */
export class ConsoleLogger implements Logger {
  /**
   * @param level - the lowest level written.
   * @param sink - where lines go; the global console by default.
   */
  constructor(
    private readonly level: LogLevel,
    private readonly sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console,
  ) {}

  /**
   * Writes `message` to the sink's method of that level, with secret-looking keys of `context` redacted; lines below the threshold are dropped.
   */
  log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    if (ORDER[level] < ORDER[this.level]) return;
    const clean = redact(context);
    if (clean) this.sink[level](`[tienda] ${message}`, clean);
    else this.sink[level](`[tienda] ${message}`);
  }
}
