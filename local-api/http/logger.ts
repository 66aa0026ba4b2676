export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void;

/** Field names whose values are never written to a log. */
const SECRET_FIELDS = /token|password|session|authorization|cookie|secret/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, SECRET_FIELDS.test(key) ? '[oculto]' : value]));
}

/** One line per entry on stderr (stdout is kept for the URL line of main.ts). */
export function consoleLogger(minimum: LogLevel = 'info'): Logger {
  const order: LogLevel[] = ['debug', 'info', 'warn', 'error'];
  return (level, message, fields) => {
    if (order.indexOf(level) < order.indexOf(minimum)) return;
    const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(redact(fields))}` : '';
    process.stderr.write(`[local-api] ${level.toUpperCase()} ${message}${extra}\n`);
  };
}

/** Wraps a logger so secret-looking fields are always redacted, whoever calls it. */
export function safeLogger(log: Logger): Logger {
  return (level, message, fields) => log(level, message, fields ? redact(fields) : undefined);
}
