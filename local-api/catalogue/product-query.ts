import { SORT_ORDERS, type SortOrder } from '../../src/domain';
import type { Database } from '../db/database';
import type { ProductRow } from './catalogue';

export interface ProductFilter {
  categoryIds?: readonly number[] | null;
  authorId?: number | null;
  brandIds?: readonly number[] | null;
  ratingMin?: number | null;
  fastShipping?: boolean;
  onSale?: boolean;
  flashSale?: boolean;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  /** Leave out what cannot be bought (out of stock, discontinued, unknown). */
  availableOnly?: boolean;
  excludeIds?: readonly number[];
}

const UNAVAILABLE_LAST = `CASE WHEN stock_status IN ('OUT_OF_STOCK','DISCONTINUED','UNKNOWN') THEN 1 ELSE 0 END`;

const ORDER_BY: Record<SortOrder, string> = {
  Relevance: `${UNAVAILABLE_LAST}, popularity DESC, id`,
  Rating: `average_rating IS NULL, average_rating DESC, rating_count DESC, id`,
  PriceLowToHigh: `price_cents ASC, id`,
  PriceHighToLow: `price_cents DESC, id`,
  Popularity: `rating_count DESC, popularity DESC, id`,
  Name: `title COLLATE NOCASE ASC, id`,
  CreationDate: `created_at DESC, id`,
};

export function sortOrderOf(value: string | undefined | null): SortOrder {
  return value && (SORT_ORDERS as readonly string[]).includes(value) ? (value as SortOrder) : 'Relevance';
}

/** One page of PUBLISHED products matching `filter`, and how many match in all. */
export function queryProducts(
  db: Database,
  filter: ProductFilter,
  options: { sort?: SortOrder; limit: number; offset?: number },
): { rows: ProductRow[]; total: number } {
  const where = [`status = 'PUBLISHED'`];
  const params: unknown[] = [];
  const inList = (column: string, values: readonly unknown[]) => {
    where.push(values.length === 0 ? '0' : `${column} IN (${values.map(() => '?').join(',')})`);
    params.push(...values);
  };
  if (filter.categoryIds) inList('category_id', filter.categoryIds);
  if (filter.brandIds) inList('brand_id', filter.brandIds);
  if (filter.authorId !== undefined && filter.authorId !== null) {
    where.push('author_id = ?');
    params.push(filter.authorId);
  }
  if (filter.ratingMin != null) {
    where.push('average_rating >= ?');
    params.push(filter.ratingMin);
  }
  if (filter.fastShipping) where.push(`stock_status IN ('IN_STOCK','IN_ERP_STOCK')`);
  if (filter.onSale) where.push('is_on_sale = 1 AND regular_price_cents > price_cents');
  if (filter.flashSale) where.push('has_flash_sale = 1');
  if (filter.availableOnly) where.push(`stock_status IN ('IN_STOCK','IN_ERP_STOCK','PRESALE','DOWNLOAD')`);
  if (filter.priceMinCents != null) {
    where.push('price_cents >= ?');
    params.push(filter.priceMinCents);
  }
  if (filter.priceMaxCents != null) {
    where.push('price_cents <= ?');
    params.push(filter.priceMaxCents);
  }
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    where.push(`id NOT IN (${filter.excludeIds.map(() => '?').join(',')})`);
    params.push(...filter.excludeIds);
  }
  const clause = where.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM products WHERE ${clause}`).get(...params) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM products WHERE ${clause} ORDER BY ${ORDER_BY[options.sort ?? 'Relevance']} LIMIT ? OFFSET ?`)
    .all(...params, options.limit, options.offset ?? 0) as ProductRow[];
  return { rows, total };
}
