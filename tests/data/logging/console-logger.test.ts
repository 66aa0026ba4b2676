import { describe, expect, it } from 'vitest';
import { logLevelFor, type LogLevel } from '../../../src/domain';
import { ConsoleLogger, redact } from '../../../src/data/logging/console-logger';

function recordingSink() {
  const lines: { level: LogLevel; args: unknown[] }[] = [];
  const write = (level: LogLevel) => (...args: unknown[]) => void lines.push({ level, args });
  return { lines, sink: { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }, text: () => JSON.stringify(lines) };
}

describe('ConsoleLogger', () => {
  it('writes at or above its level and drops what is below', () => {
    const { lines, sink } = recordingSink();
    const logger = new ConsoleLogger('info', sink);
    logger.log('debug', 'hidden');
    logger.log('info', 'shown info');
    logger.log('warn', 'shown warn');
    logger.log('error', 'shown error');
    expect(lines.map((line) => [line.level, line.args[0]])).toEqual([
      ['info', '[tienda] shown info'],
      ['warn', '[tienda] shown warn'],
      ['error', '[tienda] shown error'],
    ]);
  });

  it.each([
    ['prod', false],
    ['test', false],
    ['local', true],
    ['staging', true],
  ] as const)('in %s writes debug lines: %s', (environment, writesDebug) => {
    const { lines, sink } = recordingSink();
    const logger = new ConsoleLogger(logLevelFor(environment), sink);
    logger.log('debug', 'detail');
    logger.log('info', 'fact');
    expect(lines.some((line) => line.level === 'debug')).toBe(writesDebug);
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);
  });

  it('redacts token, session, password and card values so they never reach the output', () => {
    const { lines, sink, text } = recordingSink();
    new ConsoleLogger('debug', sink).log('info', 'login', {
      token: 'tok-SECRET-1',
      Session: 'tok-SECRET-2',
      password: 'hunter2-SECRET',
      cardNumber: '4111111111111111',
      cvv: '123',
      authorization: 'Bearer SECRET',
      cause: 'LOGIN_FAILED',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.args[1]).toEqual({
      token: '[redacted]',
      Session: '[redacted]',
      password: '[redacted]',
      cardNumber: '[redacted]',
      cvv: '[redacted]',
      authorization: '[redacted]',
      cause: 'LOGIN_FAILED',
    });
    for (const secret of ['tok-SECRET-1', 'tok-SECRET-2', 'hunter2', '4111111111111111', 'Bearer']) expect(text()).not.toContain(secret);
  });

  it('writes the message alone when there is no context', () => {
    const { lines, sink } = recordingSink();
    new ConsoleLogger('debug', sink).log('warn', 'plain');
    expect(lines).toEqual([{ level: 'warn', args: ['[tienda] plain'] }]);
  });
});

describe('redact', () => {
  it('keeps harmless keys and passes no context through as undefined', () => {
    expect(redact({ cause: 'notFound', status: 404 })).toEqual({ cause: 'notFound', status: 404 });
    expect(redact(undefined)).toBeUndefined();
  });
});

describe('redact at depth', () => {
  it('redacts secret keys inside nested objects and arrays', () => {
    expect(
      redact({ cause: 'UNKNOWN', details: { request: { token: 'tok-1', path: '/cart' }, lines: [{ cvv: '123', bank: 'BI' }] } }),
    ).toEqual({ cause: 'UNKNOWN', details: { request: { token: '[redacted]', path: '/cart' }, lines: [{ cvv: '[redacted]', bank: 'BI' }] } });
  });
});
