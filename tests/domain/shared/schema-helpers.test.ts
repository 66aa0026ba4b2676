import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { enumWithFallback, list, nullable, nullishOr, serverDate, stripZoneSuffix } from '../../../src/domain';

describe('stripZoneSuffix and serverDate', () => {
  it('removes a bracketed zone suffix', () => {
    expect(stripZoneSuffix('2026-01-02T10:00:00-06:00[America/Guatemala]')).toBe('2026-01-02T10:00:00-06:00');
    expect(serverDate.parse('2026-03-04T08:30:00Z[UTC]')).toBe('2026-03-04T08:30:00Z');
  });

  it('leaves a plain date alone', () => {
    expect(stripZoneSuffix('2026-01-02T10:00:00-06:00')).toBe('2026-01-02T10:00:00-06:00');
  });

  it('gives a parseable date', () => {
    expect(Number.isNaN(Date.parse(serverDate.parse('2026-01-02T10:00:00-06:00[America/Guatemala]')))).toBe(false);
  });
});

describe('enumWithFallback', () => {
  const Color = enumWithFallback(['RED', 'GREEN'] as const, 'RED');

  it('keeps a known value', () => {
    expect(Color.parse('GREEN')).toBe('GREEN');
  });

  it('falls back for a key an object lacks, as for one it has with an unknown value', () => {
    const Paint = z.object({ color: Color });
    expect(z.parse(Paint, {})).toEqual({ color: 'RED' });
    expect(z.parse(Paint, { color: 'BLUE' })).toEqual({ color: 'RED' });
    expect(z.parse(Paint, { color: 'GREEN' })).toEqual({ color: 'GREEN' });
  });

  it('turns an unknown, missing or non-string value into the fallback', () => {
    expect(Color.parse('PURPLE')).toBe('RED');
    expect(Color.parse(undefined)).toBe('RED');
    expect(Color.parse(null)).toBe('RED');
    expect(Color.parse(7)).toBe('RED');
    expect(Color.parse('green')).toBe('RED');
  });

  it('turns a null or undefined field of an object into the fallback', () => {
    expect(z.object({ color: Color }).parse({ color: null })).toEqual({ color: 'RED' });
    expect(z.object({ color: Color }).parse({ color: undefined })).toEqual({ color: 'RED' });
  });
});

describe('nullable and list', () => {
  const Shape = z.object({ name: nullable(z.string()), tags: list(z.string()) });

  it('reads a missing or null field as null and a missing or null list as []', () => {
    expect(Shape.parse({})).toEqual({ name: null, tags: [] });
    expect(Shape.parse({ name: null, tags: null })).toEqual({ name: null, tags: [] });
  });

  it('still checks the type of a present value', () => {
    expect(Shape.safeParse({ name: 3 }).success).toBe(false);
    expect(Shape.safeParse({ tags: [1] }).success).toBe(false);
  });
});

describe('nullishOr', () => {
  const Shape = z.object({ count: nullishOr(z.number(), 0), flag: nullishOr(z.boolean(), true) });

  it('reads a missing or null field as the fallback', () => {
    expect(Shape.parse({})).toEqual({ count: 0, flag: true });
    expect(Shape.parse({ count: null, flag: null })).toEqual({ count: 0, flag: true });
  });

  it('keeps a present value, even a falsy one', () => {
    expect(Shape.parse({ count: 0, flag: false })).toEqual({ count: 0, flag: false });
    expect(Shape.parse({ count: 7, flag: true })).toEqual({ count: 7, flag: true });
  });

  it('still checks the type of a present value', () => {
    const result = Shape.safeParse({ count: '7' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['count']]);
  });
});
