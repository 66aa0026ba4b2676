import { describe, expect, it } from 'vitest';
import { notificationDate } from '../../src/presentation/preferences/notification-types';
import { formatDate } from '../../src/presentation/shared/format';

describe('dates shown to shoppers', () => {
  it('are the day in Guatemala, whatever the time zone of the machine formatting them (server in UTC, or a browser)', () => {
    // 03:00 UTC on the 29th is 21:00 on the 28th in Guatemala (UTC−6, no summer time).
    expect(formatDate('2026-11-29T03:00:00.000Z')).toBe('28 de noviembre de 2026');
    expect(formatDate('2026-11-29T06:00:00.000Z')).toBe('29 de noviembre de 2026');
    expect(notificationDate('2026-11-29T03:05:00.000Z')).toBe('28 nov 2026, 21:05');
  });

  it('read a date or a date and time without an offset as Guatemala\'s local time, not the machine\'s or UTC', () => {
    expect(formatDate('2026-11-21')).toBe('21 de noviembre de 2026');
    expect(formatDate('2026-11-21T23:30:00')).toBe('21 de noviembre de 2026');
    expect(notificationDate('2026-11-21T14:05:00')).toBe('21 nov 2026, 14:05');
    expect(notificationDate('2026-11-21T14:05:00-06:00')).toBe('21 nov 2026, 14:05');
  });

  it('give back a text they cannot read as it came', () => {
    expect(formatDate('pronto')).toBe('pronto');
    expect(notificationDate('pronto')).toBeNull();
  });
});
