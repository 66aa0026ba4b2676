import * as z from 'zod/mini';

/**
 * An enum that never fails on an unknown value: anything outside `values`
 * (including a missing value) becomes `fallback`, as spec section 5 requires.
 */
export function enumWithFallback<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  const known = new Set<string>(values);
  return z.pipe(
    // Optional, so a missing key of an object falls back too (a bare z.unknown() is a required key in zod 4).
    z.optional(z.unknown()),
    z.transform((value: unknown): T[number] => (typeof value === 'string' && known.has(value) ? (value as T[number]) : fallback)),
  );
}

/** Server dates may carry a bracketed zone suffix (`2026-01-02T10:00:00-06:00[America/Guatemala]`): it is stripped. */
export function stripZoneSuffix(value: string): string {
  return value.replace(/\[[^\]]*\]\s*$/, '');
}

/** A date string from the server, with any bracketed zone suffix stripped ({@link stripZoneSuffix}). */
export const serverDate = z.pipe(z.string(), z.transform(stripZoneSuffix));

/** A field the server may leave out or send as null; both read as null. */
export function nullable<T extends z.core.SomeType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => (v ?? null) as z.output<T> | null),
  );
}

/** A list the server may leave out or send as null; both read as []. */
export function list<T extends z.core.SomeType>(schema: T) {
  return z.pipe(
    z.nullish(z.array(schema)),
    z.transform((v: z.output<T>[] | null | undefined) => (v ?? []) as z.output<T>[]),
  );
}

/** A field the server may leave out or send as null; both read as `fallback` (a count of 0, a flag of false...). */
export function nullishOr<T extends z.core.SomeType>(schema: T, fallback: z.output<T>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined): z.output<T> => v ?? fallback),
  );
}

/** An amount in quetzales, as the API sends it (a number). */
export const money = z.number();

/*
 * Response schemas check with transforms rather than zod's checks (minLength,
 * int…): the checks module then loads only with the request checks that need
 * it (a shopper's first add or login), not with every page's library.
 */

/** A string with at least one character. */
export const nonEmptyString = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    if (value.length === 0) ctx.issues.push({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: value, message: 'Too small' } as never);
    return value;
  }),
);

/** A whole number. */
export const integer = z.pipe(
  z.number(),
  z.transform((value: number, ctx) => {
    if (!Number.isInteger(value)) ctx.issues.push({ code: 'invalid_type', expected: 'int', input: value, message: 'Invalid input' } as never);
    return value;
  }),
);
