import { productWhere, type ProductFilter } from '../catalog/product-query';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import { distinctAttributePairs, FTS_IDS } from './search-store';
import { fold } from './text';
import { searchSignature } from './vocabulary';

// The filters of /search and /search/filter: resolved to ids, and turned into the catalogue's product filter.

/** Filters of /search and /search/filter, already resolved to ids (an unknown slug resolves to nothing). */
export interface SearchFilter {
  categoryId: number | null;
  /** The category asked for does not exist: nothing matches. */
  unknownCategory?: boolean;
  brandIds: number[] | null;
  /** Attribute name → the values accepted (any of); an attribute whose values are all unknown matches nothing. */
  attributes: Map<string, string[]>;
  ratingMin: number | null;
  fastShipping: boolean;
  onSale: boolean;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  availableOnly: boolean;
  /** Only this author's products (GET /search/filter's author_slug, for an author page's facets). */
  authorId?: number | null;
  /** Always applied, never left out by a facet: the products of a home section (GET /page/section/{id}/filter). */
  scope?: ProductFilter | null;
  /** Count every variant once (a section lists each variant) instead of once per variant group. */
  countVariants?: boolean;
}

/** A filter that narrows nothing: every published product, out-of-stock ones included (a fresh Map each call). */
export function noSearchFilter(): SearchFilter {
  return {
    categoryId: null,
    brandIds: null,
    attributes: new Map(),
    ratingMin: null,
    fastShipping: false,
    onSale: false,
    priceMinCents: null,
    priceMaxCents: null,
    availableOnly: false,
  };
}

/**
 * The catalogue filter for `filter`, leaving out the parts named in `without` (a facet ignores its own filter).
 * A null `match` (an empty query) puts no condition on the text: every product.
 */
export function productFilter(
  deps: AppDeps,
  match: string | null,
  filter: SearchFilter,
  without: { category?: boolean; brands?: boolean; price?: boolean; attribute?: string | 'all' } = {},
): ProductFilter {
  const idsIn: { sql: string; params: unknown[] }[] = match === null ? [] : [{ sql: FTS_IDS, params: [match] }];
  if (filter.scope) {
    const scope = productWhere(filter.scope);
    idsIn.push({ sql: `SELECT id FROM products WHERE ${scope.clause}`, params: scope.params });
  }
  for (const [name, values] of filter.attributes) {
    if (without.attribute === 'all' || without.attribute === name) continue;
    idsIn.push({
      sql: `SELECT product_id FROM product_attributes WHERE name = ? AND value IN (${values.map(() => '?').join(',') || 'NULL'})`,
      params: [name, ...values],
    });
  }
  const categoryIds = without.category
    ? null
    : filter.unknownCategory
      ? []
      : filter.categoryId != null
        ? deps.catalogue.descendantIds(filter.categoryId)
        : null;
  return {
    categoryIds,
    brandIds: without.brands ? null : filter.brandIds,
    authorId: filter.authorId ?? null,
    ratingMin: filter.ratingMin,
    fastShipping: filter.fastShipping,
    onSale: filter.onSale,
    priceMinCents: without.price ? null : filter.priceMinCents,
    priceMaxCents: without.price ? null : filter.priceMaxCents,
    availableOnly: filter.availableOnly,
    idsIn,
  };
}

/** An attribute's or a value's slug: folded, words joined by hyphens ("Memoria RAM" → "memoria-ram"). */
export function slugOf(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

interface AttributeIndex {
  signature: string;
  bySlug: Map<string, { name: string; values: Map<string, string[]> }>;
}
const attributeIndexes = new WeakMap<Database, AttributeIndex>();

/** Every attribute (by slug) and its values (by slug → the stored values with that slug). */
export function attributeIndex(db: Database): AttributeIndex['bySlug'] {
  const signature = searchSignature(db);
  const cached = attributeIndexes.get(db);
  if (cached && cached.signature === signature) return cached.bySlug;
  const bySlug: AttributeIndex['bySlug'] = new Map();
  for (const [name, value] of distinctAttributePairs(db)) {
    const slug = slugOf(name);
    const entry = bySlug.get(slug) ?? { name, values: new Map<string, string[]>() };
    const valueSlug = slugOf(value);
    entry.values.set(valueSlug, [...(entry.values.get(valueSlug) ?? []), value]);
    bySlug.set(slug, entry);
  }
  attributeIndexes.set(db, { signature, bySlug });
  return bySlug;
}
