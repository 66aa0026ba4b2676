import type { Context } from 'hono';
import { SORT_ORDERS, type SortOrder } from '../../src/domain';
import { badRequest } from '../http/errors';
import { DEFAULT_IMAGE_WIDTHS } from './catalogue';
import { IMAGE_RENDITION_WIDTHS } from './routes';

/** sort_by: one of the spec's sort orders (`fallback` when absent); anything else is a 400. */
export function readSortBy(c: Context, fallback: SortOrder): SortOrder {
  const raw = c.req.query('sort_by')?.trim();
  if (!raw) return fallback;
  if (!(SORT_ORDERS as readonly string[]).includes(raw)) throw badRequest(`el parámetro "sort_by" debe ser uno de ${SORT_ORDERS.join(', ')}.`);
  return raw as SortOrder;
}

/** main_image_min_width: a rendition width (one of IMAGE_RENDITION_WIDTHS; one URL per image at that width), else a 400. */
export function readMainImageWidths(c: Context): readonly number[] {
  const raw = c.req.query('main_image_min_width')?.trim();
  if (!raw) return DEFAULT_IMAGE_WIDTHS;
  const width = Number(raw);
  if (!IMAGE_RENDITION_WIDTHS.includes(width))
    throw badRequest(`el parámetro "main_image_min_width" debe ser uno de ${IMAGE_RENDITION_WIDTHS.join(', ')}.`);
  return [width];
}
