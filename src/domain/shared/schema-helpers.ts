import { z } from 'zod';

/**
 * An enum that never fails on an unknown value: anything outside `values`
 * (including a missing value) becomes `fallback`, as spec section 5 requires.
 */
export function enumWithFallback<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  const known = new Set<string>(values);
  return z
    .unknown()
    .transform((value): T[number] =>
      typeof value === 'string' && known.has(value) ? (value as T[number]) : fallback,
    )
    .meta({ enum: values, fallback });
}

/** Server dates may carry a bracketed zone suffix (`2026-01-02T10:00:00-06:00[America/Guatemala]`): it is stripped. */
export function stripZoneSuffix(value: string): string {
  return value.replace(/\[[^\]]*\]\s*$/, '');
}

export const serverDate = z.string().transform(stripZoneSuffix);

/** A field the server may leave out or send as null; both read as null. */
export function nullable<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v) => (v ?? null) as z.output<T> | null);
}

/** A list the server may leave out or send as null; both read as []. */
export function list<T extends z.ZodType>(schema: T) {
  return z
    .array(schema)
    .nullish()
    .transform((v) => (v ?? []) as z.output<T>[]);
}

export const money = z.number();
