import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_AFTER_SECONDS,
  parseRetryAfterSeconds,
  rateLimitDelayMs,
  RETRY_AFTER_PADDING_SECONDS,
} from '../../../src/data/http/retry-after';

const NOW = Date.parse('2026-01-02T16:00:00.000Z');

describe('parseRetryAfterSeconds', () => {
  it('reads whole and fractional seconds', () => {
    expect(parseRetryAfterSeconds('3', NOW)).toBe(3);
    expect(parseRetryAfterSeconds(' 10 ', NOW)).toBe(10);
    expect(parseRetryAfterSeconds('0', NOW)).toBe(0);
    expect(parseRetryAfterSeconds('1.5', NOW)).toBe(1.5);
    expect(parseRetryAfterSeconds(7, NOW)).toBe(7);
  });

  it('reads an HTTP date as the seconds until then, rounded up', () => {
    expect(parseRetryAfterSeconds(new Date(NOW + 5000).toUTCString(), NOW)).toBe(5);
    expect(parseRetryAfterSeconds(new Date(NOW + 5000).toUTCString(), NOW + 400)).toBe(5);
  });

  it('reads an HTTP date in the past as 0', () => {
    expect(parseRetryAfterSeconds(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
  });

  it.each([['soon'], ['-1'], [''], ['  '], [undefined], [null], [{}], [['3']], ['3s'], ['Mon, 99 Foo 2026']])(
    'gives the default 1 second for %j',
    (value) => {
      expect(parseRetryAfterSeconds(value, NOW)).toBe(1);
    },
  );

  it('has a default of 1 second and a padding of 1 second', () => {
    expect(DEFAULT_RETRY_AFTER_SECONDS).toBe(1);
    expect(RETRY_AFTER_PADDING_SECONDS).toBe(1);
  });
});

describe('rateLimitDelayMs', () => {
  it('is retry-after plus one second, in milliseconds', () => {
    expect(rateLimitDelayMs('3', NOW)).toBe(4000);
    expect(rateLimitDelayMs('0', NOW)).toBe(1000);
    expect(rateLimitDelayMs(new Date(NOW + 5000).toUTCString(), NOW)).toBe(6000);
  });

  it('is 2000 ms for a missing or unreadable value', () => {
    expect(rateLimitDelayMs(undefined, NOW)).toBe(2000);
    expect(rateLimitDelayMs('soon', NOW)).toBe(2000);
    expect(rateLimitDelayMs('-1', NOW)).toBe(2000);
  });
});
