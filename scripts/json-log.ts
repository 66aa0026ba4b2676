/**
 * The log of `npm run serve`: one JSON object per line on stdout (`{"time","level","msg",…}`), for a collector to
 * parse. Lines under the environment's level (spec section 9: info in prod and test, debug otherwise) are dropped.
 * Whatever calls it, a field whose name looks secret is written as "[oculto]", so no token, password, cookie or
 * card data reaches the log through a careless caller.
 */
import type { Logger } from '../src/usecases/shared/logger';
import type { LogLevel } from '../src/domain/shared/environment';

const ORDER: LogLevel[] = ['debug', 'info', 'warn', 'error'];
const SECRET_FIELDS = /token|password|passwd|session|authorization|cookie|secret|card|cvv|cvc/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_FIELDS.test(key) ? '[oculto]' : redact(item, depth + 1)]));
}

export interface JsonLogger extends Logger {
  readonly level: LogLevel;
  enabled(level: LogLevel): boolean;
}

/** A logger at `minimum` writing each line with `write` (default: stdout). */
export function jsonLogger(minimum: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): JsonLogger {
  const enabled = (level: LogLevel) => ORDER.indexOf(level) >= ORDER.indexOf(minimum);
  return {
    level: minimum,
    enabled,
    log(level, message, context) {
      if (!enabled(level)) return;
      const fields = context ? (redact(context) as Record<string, unknown>) : {};
      for (const reserved of ['time', 'level', 'msg']) delete fields[reserved];
      let line: string;
      try {
        line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
      } catch {
        line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, fields: '[no serializable]' });
      }
      write(`${line}\n`);
    },
  };
}
