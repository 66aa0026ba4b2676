import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../session/session';

/**
 * Request bodies the client builds and the API checks with the same zod
 * schemas: every text a shopper can put in a body has a bound, and a value
 * over it is refused (never cut: a cut can split a surrogate pair and end in
 * half an emoji).
 *
 * The client imports these modules (not re-exported by the domain's index)
 * when it first builds a body, so a page that never does carries none of it.
 */

/**
 * Bounds of the texts a request may carry, in characters (Unicode code
 * points, as zod's length checks count them: an emoji is one).
 */
export const TEXT_LIMITS = {
  /** A product's public sku. */
  sku: 64,
  /** A cart line, gift wrap option or vending machine slot id. */
  id: 40,
  /** A person's name (dedication from/to). */
  name: 80,
  /** An email address (RFC 5321's longest path). */
  email: 254,
  /** A dedication's message. */
  message: 500,
  /** A password: long passphrases fit; a megabyte never reaches the password hash. */
  password: 128,
  /** A coupon code. */
  couponCode: 40,
  /** A gift card number (4-4-4-4 or 5-4-4-3 with dashes is 19; a little room for spaces). */
  giftCardNumber: 24,
} as const;

/** Coupons or gift cards in one request. */
export const MAX_CODES_PER_REQUEST = 10;

/**
 * One custom check for every bound, rather than zod's trim, maxLength, regex
 * and lte: those live in zod's checks module, which the web UI's library
 * chunk carries on every page, while this check loads only with this module.
 * It counts characters (code points) itself, and reports zod's own issue
 * codes (too_big, invalid_format), which checkRequest reads.
 */
function bounds(options: { max: number; trim?: boolean; pattern?: RegExp }) {
  return z.check<string | number>((payload) => {
    let value = payload.value;
    if (typeof value === 'number') {
      if (value > options.max) payload.issues.push({ code: 'too_big', origin: 'number', maximum: options.max, inclusive: true, input: value });
      return;
    }
    if (options.trim) payload.value = value = value.trim();
    // Characters, not UTF-16 units: an emoji counts as one, and a bound never falls inside a surrogate pair.
    let length = 0;
    for (const _ of value) if (++length > options.max) break;
    if (length > options.max) payload.issues.push({ code: 'too_big', origin: 'string', maximum: options.max, inclusive: true, input: value });
    else if (options.pattern && !options.pattern.test(value))
      payload.issues.push({ code: 'invalid_format', format: 'regex', pattern: String(options.pattern), origin: 'string', input: value });
  });
}

/** A text, trimmed, of `min` (default 0) to `max` characters. */
export function boundedText(max: number, min = 0) {
  return z.string().check(bounds({ max, trim: true }), z.minLength(min));
}

/** A text taken as typed (a password), of at most `max` characters. */
export function untrimmedText(max: number) {
  return z.string().check(bounds({ max }));
}

/** A trimmed text that is empty or an email address of at most TEXT_LIMITS.email characters. */
export function optionalEmailText() {
  return z.string().check(bounds({ max: TEXT_LIMITS.email, trim: true, pattern: new RegExp(`^$|${EMAIL_PATTERN.source}`) }));
}

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return z.number().check(z.int(), z.gte(min), bounds({ max }));
}

/** An id the API takes as a string or a whole number: a bounded string, or a non-negative safe integer. */
export function requestId() {
  return z.union([boundedText(TEXT_LIMITS.id, 1), wholeNumber(0, Number.MAX_SAFE_INTEGER)]);
}

/** The first thing wrong with a request body: zod's issue code, the field and the bound. */
export interface RequestProblem {
  /** The field's path, dotted (`dedication.message`), or '' for the body itself. */
  field: string;
  /** zod's issue code (too_big, too_small, invalid_format, invalid_type…), or `missing` for a required field left out. */
  code: string;
  /** What was measured: string, array, number… */
  origin: string | null;
  /** The bound that was passed, for too_big and too_small. */
  limit: number | null;
}

/** Checks `value` against a request schema: the parsed body, or the first problem. */
export function checkRequest<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; problem: RequestProblem } {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, data: parsed.data };
  let issue: z.core.$ZodIssue | undefined = parsed.error.issues[0];
  let path: PropertyKey[] = [];
  // In a union, the branch that got past the type check says what is wrong (a string too long, not "not a number").
  while (issue?.code === 'invalid_union') {
    path = [...path, ...issue.path];
    const branches = issue.errors.filter((branch) => branch.length > 0);
    issue = (branches.find((branch) => branch[0]!.code !== 'invalid_type') ?? branches[0])?.[0];
  }
  const detail = (issue ?? {}) as { code?: string; origin?: string; maximum?: unknown; minimum?: unknown; path?: PropertyKey[] };
  const limit = detail.maximum ?? detail.minimum;
  const at = [...path, ...(detail.path ?? [])];
  let given: unknown = value;
  for (const key of at) given = given !== null && typeof given === 'object' ? (given as Record<PropertyKey, unknown>)[key] : undefined;
  return {
    ok: false,
    problem: {
      field: at.map(String).join('.'),
      code: detail.code === 'invalid_type' && given === undefined ? 'missing' : (detail.code ?? 'invalid_type'),
      origin: detail.origin ?? null,
      limit: typeof limit === 'number' || typeof limit === 'bigint' ? Number(limit) : null,
    },
  };
}

/**
 * A Spanish sentence (lower-case start, final full stop) for a problem,
 * about `subject`: the API says `el campo "dedication.message"`, a use case
 * names it for the shopper ("el mensaje de la dedicatoria").
 */
export function describeRequestProblem({ code, origin, limit }: RequestProblem, subject: string): string {
  const many = (one: string, other: string) => `${limit} ${limit === 1 ? one : other}`;
  if (code === 'too_big')
    return origin === 'string'
      ? `${subject} admite como máximo ${many('carácter', 'caracteres')}.`
      : origin === 'array'
        ? `${subject} admite como máximo ${many('elemento', 'elementos')}.`
        : `${subject} debe ser como máximo ${limit}.`;
  if (code === 'too_small')
    return origin === 'string' && limit === 1 ? `falta ${subject}.` : `${subject} debe ser como mínimo ${limit}.`;
  if (code === 'invalid_format') return `${subject} tiene un formato que no es válido.`;
  if (code === 'missing') return `falta ${subject}.`;
  return `${subject} tiene un valor que no es válido.`;
}

/**
 * The sentence a shopper reads for a problem, naming the field as `names`
 * does (list positions left out: `coupons.0.code` is `coupons.code`).
 */
export function shopperMessageFor(problem: RequestProblem, names: Readonly<Record<string, string>>): string {
  const text = describeRequestProblem(problem, names[problem.field.replace(/\.\d+(?=\.|$)/g, '')] ?? 'un dato de la solicitud');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `checkRequest`, with the sentence a shopper reads about the first problem. */
export function checkForShopper<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  names: Readonly<Record<string, string>>,
): { ok: true; data: z.output<S> } | { ok: false; problem: RequestProblem; message: string } {
  const checked = checkRequest(schema, value);
  return checked.ok ? checked : { ...checked, message: shopperMessageFor(checked.problem, names) };
}
