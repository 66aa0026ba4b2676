import { SORT_ORDERS, type SortOrder, type VariantSwatch } from '../../src/domain';
import type { Database } from '../db/database';
import type { SummaryRow } from './catalogue';
import { growingPerCatalogueVersion, keptRows, perCatalogueVersion } from './listing-memo';
import {
  countListedTotal,
  countProductsWhere,
  iterateSortedIds,
  listPublishedVariantMembers,
  listRankedIds,
  listSummariesWhere,
  listSummaryRowsByIds,
} from './listing-store';

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
  /** Only products whose id every subquery yields (search/: the full-text matches, attribute values), with its parameters. */
  idsIn?: readonly { sql: string; params: readonly unknown[] }[];
}

/** Sorts what cannot be bought after what can (an ORDER BY term over products' columns). */
export const UNAVAILABLE_LAST = `CASE WHEN stock_status IN ('OUT_OF_STOCK','DISCONTINUED','UNKNOWN') THEN 1 ELSE 0 END`;

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

/** A listed row (the columns of a summary): with `groupVariants`, a variant group's representative carries its group's variants. */
export type ListedProductRow = SummaryRow & { variant_swatches?: VariantSwatch[] };

/**
 * One page of PUBLISHED products matching `filter`, and how many match in all. With `groupVariants`, the variants
 * of a `variant_group_id` count and list as one product: the group's first matching row in the sort order stands
 * for it (so an available colour before a sold-out one, the cheapest when sorting by price) and carries
 * `variant_swatches`, every published variant of the group.
 */
export function queryProducts(
  db: Database,
  filter: ProductFilter,
  options: { sort?: SortOrder; limit: number; offset?: number; groupVariants?: boolean; orderBy?: string },
): { rows: ListedProductRow[]; total: number } {
  const { clause, params } = productWhere(filter);
  // orderBy (search/: relevance by bm25) replaces the sort's ORDER BY; it may name only products' columns.
  const order = options.orderBy ?? ORDER_BY[options.sort ?? 'Relevance'];
  if (options.groupVariants) return groupedPage(db, productsFrom(filter), clause, params, order, options.limit, options.offset ?? 0);
  const total = countListedTotal(db, clause, params);
  const rows = listSummariesWhere(db, clause, params, order, options.limit, options.offset ?? 0);
  return { rows, total };
}

/** The WHERE clause (PUBLISHED rows matching `filter`) and its parameters; search/ counts its facets over it. */
export function productWhere(filter: ProductFilter): { clause: string; params: unknown[] } {
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
  for (const subquery of filter.idsIn ?? []) {
    where.push(`id IN (${subquery.sql})`);
    params.push(...subquery.params);
  }
  return { clause: where.join(' AND '), params };
}

/** The covering index of the listing's keys (migration 12): every column a filter, a sort or a facet count reads. */
export const LISTING_KEYS_INDEX = 'products_listing_keys';

/**
 * The FROM of a query over `filter`'s products. When subqueries (a search's full-text matches) yield the ids, the
 * rows are read through the covering index: a few MiB instead of the whole rows (the table does not fit SQLite's
 * page cache at 100k products, so each match read from it is a page read).
 */
export function productsFrom(filter: ProductFilter): string {
  return filter.idsIn && filter.idsIn.length > 0 ? `products INDEXED BY ${LISTING_KEYS_INDEX}` : 'products';
}

/** One product per variant group (a product without a group is its own). */
export const GROUP_KEY = `COALESCE(variant_group_id, 'id:' || id)`;

/**
 * One page of variant groups in `order`, and how many groups match. Only ids and group keys go through the sort
 * (whole rows, the HTML long description included, made the sort several times slower); the page's rows are read
 * afterwards by id. The sorted ids are read once: the first row of each group in the sort order stands for it, and
 * counting the groups on the way gives the exact total without a second pass over the matches.
 */
function groupedPage(db: Database, from: string, clause: string, params: unknown[], order: string, limit: number, offset: number) {
  const seen = new Set<string | number>();
  const pageIds: number[] = [];
  for (const [id, group] of iterateSortedIds(db, from, clause, params, order)) {
    const key = group ?? id;
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > offset && pageIds.length < limit) pageIds.push(id);
  }
  return { rows: pageRows(db, pageIds), total: seen.size };
}

/**
 * The listed rows of `pageIds` (each a variant group's representative), in that order, each group's carrying its
 * `variant_swatches`. search/ reads a page sorted in memory through it, as groupedPage does.
 */
export function pageRows(db: Database, pageIds: readonly number[]): ListedProductRow[] {
  const ranked = summaryRowsByIds(db, pageIds);
  const groups = [...new Set(ranked.flatMap((row) => (row.variant_group_id ? [row.variant_group_id] : [])))];
  const variants = new Map<string, VariantSwatch[]>();
  if (groups.length > 0) {
    const members = listPublishedVariantMembers(db, groups);
    for (const member of members) {
      const list = variants.get(member.variant_group_id!) ?? [];
      list.push({ slug: member.slug, attribute: member.variant_attribute, value: member.variant_value ?? member.title, color_hex: member.color_hex });
      variants.set(member.variant_group_id!, list);
    }
  }
  return ranked.map((row): ListedProductRow => {
    const swatches = row.variant_group_id ? variants.get(row.variant_group_id) : undefined;
    // A group with one published variant has nothing to choose between.
    return swatches && swatches.length > 1 ? { ...row, variant_swatches: swatches } : row;
  });
}

/**
 * The summary columns of the products `ids`, in that order (ids not found left out): kept per version of the product
 * rows (listing-memo.ts), those not kept read in one statement whatever their number.
 */
export function summaryRowsByIds(db: Database, ids: readonly number[]): SummaryRow[] {
  if (ids.length === 0) return [];
  return keptRows(db, ids, (missing) => listSummaryRowsByIds(db, missing));
}

// ---- lists kept per catalogue version (listing-memo.ts): the product page's and the home's products ----

/** A listed product, by id, with its variant group. */
export interface ListedId {
  id: number;
  variant_group_id: string | null;
}

/** A prefix of a filter's products in a sort order. */
interface RankedList {
  ids: number[];
  groups: (string | null)[];
  prices: number[];
  /** Every matching product is in it (SQL gave fewer than it was asked for). */
  complete: boolean;
}

/** The shortest list read (a page asking for fewer shares it with the others). */
const MIN_RANKED = 64;

/** The filters topProductIds applies to a kept list, rather than keeping a list per page. */
export type TopProductsFilter = Omit<ProductFilter, 'idsIn'>;

/**
 * The first `limit` PUBLISHED products matching `filter` in `sort` order, as ids: what queryProducts(db, filter,
 * { sort, limit }).rows lists, without the rows (summaryRowsByIds reads them) or the total. The products matching
 * `filter` less its excludeIds and price range are listed per catalogue version, as far as pages have needed, and
 * those two are applied here: every sort ends with the id, so its order is total, and the kept list filtered gives
 * what the query with them gives.
 */
export function topProductIds(db: Database, filter: TopProductsFilter, sort: SortOrder, limit: number): ListedId[] {
  const { excludeIds, priceMinCents, priceMaxCents, ...scope } = filter;
  const excluded = new Set(excludeIds ?? []);
  const min = priceMinCents ?? null;
  const max = priceMaxCents ?? null;
  const order = ORDER_BY[sort];
  const { clause, params } = productWhere(scope);
  const key = `ranked\0${order}\0${clause}\0${JSON.stringify(params)}`;
  const out: ListedId[] = [];
  // Without a price range, excluding k products reaches at most k further down the list.
  let reach = limit + excluded.size;
  let scanned = 0;
  for (;;) {
    // Each longer read at least doubles the list (inside a transaction nothing is kept, so `scanned` says how long it was).
    const list = growingPerCatalogueVersion<RankedList>(
      db,
      key,
      (kept) => kept.complete || kept.ids.length >= reach,
      (kept) => rankedList(db, clause, params, order, Math.max(reach, MIN_RANKED, 2 * (kept?.ids.length ?? 0), 2 * scanned)),
    );
    // A longer list of the same version starts with the shorter one: what was scanned stays scanned.
    for (; scanned < list.ids.length && out.length < limit; scanned++) {
      const id = list.ids[scanned]!;
      const price = list.prices[scanned]!;
      if (excluded.has(id) || (min !== null && price < min) || (max !== null && price > max)) continue;
      out.push({ id, variant_group_id: list.groups[scanned]! });
    }
    if (out.length >= limit || list.complete) return out;
    reach = list.ids.length + 1;
  }
}

function rankedList(db: Database, clause: string, params: unknown[], order: string, limit: number): RankedList {
  const rows = listRankedIds(db, clause, params, order, limit);
  return { ids: rows.map((row) => row[0]), groups: rows.map((row) => row[1]), prices: rows.map((row) => row[2]), complete: rows.length < limit };
}

/** How many PUBLISHED products match `filter` (queryProducts' total), counted once per catalogue version. */
export function countProducts(db: Database, filter: ProductFilter): number {
  const { clause, params } = productWhere(filter);
  return perCatalogueVersion(db, `count\0${clause}\0${JSON.stringify(params)}`, () => countProductsWhere(db, clause, params));
}
