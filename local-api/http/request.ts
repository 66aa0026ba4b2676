import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, describeZodError } from './errors';

/** The JSON body checked against `schema`; bad JSON or a bad shape is a 400 apiCallFailed, never a 500. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('el cuerpo no es JSON válido.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error, data));
  return parsed.data;
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * `page` (from 1) and `page_size` (1 to `max`) from the query string; anything else is 400 invalidPage. With
 * `zeroIsDefault`, 0 means "the default" for either (the section detail's first call sends page 0 and size 0).
 */
export function readPaging(c: Context, defaults: { pageSize: number; max?: number; zeroIsDefault?: boolean }): Paging {
  const max = defaults.max ?? 100;
  const unsetIfZero = (raw: string | undefined) => (defaults.zeroIsDefault && raw?.trim() === '0' ? undefined : raw);
  const rawPage = unsetIfZero(c.req.query('page'));
  const rawSize = unsetIfZero(c.req.query('page_size'));
  const page = rawPage === undefined || rawPage === '' ? 1 : /^\d+$/.test(rawPage.trim()) ? Number(rawPage) : NaN;
  if (!Number.isSafeInteger(page) || page < 1)
    throw new ApiError(400, 'invalidPage', 'La página debe ser un número entero mayor o igual a 1.');
  const pageSize =
    rawSize === undefined || rawSize === '' ? defaults.pageSize : /^\d+$/.test(rawSize.trim()) ? Number(rawSize) : NaN;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > max)
    throw new ApiError(400, 'invalidPage', `El tamaño de página debe ser un número entero entre 1 y ${max}.`);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A boolean query flag: true/1/yes are true, false/0/no (or absent) false; anything else is a 400. */
export function readFlag(c: Context, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return false;
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'si', 'sí'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw badRequest(`el parámetro "${name}" debe ser true o false.`);
}

/** A non-negative number from the query string, or null when absent. */
export function readNumber(c: Context, name: string): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw badRequest(`el parámetro "${name}" debe ser un número mayor o igual a 0.`);
  return value;
}

/** The most values a list parameter takes unless its reader says otherwise (brand_slugs and the like). */
export const MAX_LIST_VALUES = 50;

/**
 * Comma-separated values of a query parameter (repeated or not), trimmed,
 * without empties. More than `max` values (counted before removing
 * duplicates) is a 400: a list parameter multiplies the work and the answer,
 * so its length is bounded whatever the URL length allows.
 */
export function readList(c: Context, name: string, max: number = MAX_LIST_VALUES): string[] {
  const values = (c.req.queries(name) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length > max) throw badRequest(`el parámetro "${name}" admite como máximo ${max} valores.`);
  return values;
}

/**
 * The public origin the few absolute URLs are built from (e-mail links, share links, signed invoice links,
 * the 3-D Secure and wallet pages; media URLs are root-relative, see mediaUrl): the one createApp
 * was configured with, never the request's Host or X-Forwarded-* headers, which
 * any client can set.
 */
export function originOf(c: Context): string {
  const origin = c.get('publicOrigin') as string | undefined;
  if (!origin) throw new Error('publicOrigin is not set: the app must be made by createApp');
  return origin;
}
