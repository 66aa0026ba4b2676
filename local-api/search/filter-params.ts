import type { Context } from 'hono';
import type { AppDeps } from '../http/context';
import { badRequest } from '../http/errors';
import { readFlag, readList, readNumber } from '../http/request';
import { attributeIndex, type SearchFilter } from './filters';

/** At most this many `slug:value` pairs in `attributes`. */
export const MAX_ATTRIBUTE_FILTERS = 20;
/** A slug longer than this is no slug of the catalogue: a Spanish 400 rather than a lookup. */
const MAX_SLUG_LENGTH = 200;
/** The most a price bound may say, in quetzales (more is a 400, never a number SQLite cannot compare). */
const MAX_PRICE = 100_000_000;

function readSlug(c: Context, name: string): string | undefined {
  const slug = c.req.query(name)?.trim();
  if (slug && slug.length > MAX_SLUG_LENGTH) throw badRequest(`el parámetro "${name}" admite como máximo ${MAX_SLUG_LENGTH} caracteres.`);
  return slug || undefined;
}

function readPrice(c: Context, name: string): number | null {
  const value = readNumber(c, name);
  if (value != null && value > MAX_PRICE) throw badRequest(`el parámetro "${name}" debe ser como máximo ${MAX_PRICE}.`);
  return value;
}

/**
 * The product filters shared by GET /search, /search/filter, /page/section/{id} and /page/section/{id}/filter
 * (the same parameters as GET /product), resolved against the catalogue: `category_slug` (the category and
 * everything below it), `author_slug`, `brand_slugs` (comma-separated or repeated, any of), `attributes`
 * (`slug:value_slug` pairs, comma-separated or repeated), `rating_min` (0 to 5), `fast_shipping`, `on_sale`,
 * `price_min`, `price_max` (quetzales) and `include_out_of_stock` (default true). An unknown slug matches nothing;
 * a malformed value is a Spanish 400 apiCallFailed.
 */
export function readSearchFilter(c: Context, deps: AppDeps): SearchFilter {
  const { catalogue, db } = deps;
  const categorySlug = readSlug(c, 'category_slug');
  const category = categorySlug ? catalogue.categoriesBySlug.get(categorySlug) : undefined;
  const authorSlug = readSlug(c, 'author_slug');
  const brandSlugs = readList(c, 'brand_slugs');
  const attributes = new Map<string, string[]>();
  const pairs = readList(c, 'attributes', MAX_ATTRIBUTE_FILTERS);
  if (pairs.length > 0) {
    const index = attributeIndex(db);
    for (const pair of pairs) {
      const [slug, valueSlug, ...rest] = pair.split(':').map((part) => part.trim());
      if (!slug || !valueSlug || rest.length > 0)
        throw badRequest(`cada valor de "attributes" debe tener la forma atributo:valor (se recibió "${pair.slice(0, 60)}").`);
      const attribute = index.get(slug);
      // An unknown attribute or value matches nothing, as an unknown brand does.
      const name = attribute?.name ?? `\u0000${slug}`;
      const values = attribute?.values.get(valueSlug) ?? [];
      attributes.set(name, [...(attributes.get(name) ?? []), ...values]);
    }
  }
  const priceMin = readPrice(c, 'price_min');
  const priceMax = readPrice(c, 'price_max');
  const ratingMin = readNumber(c, 'rating_min');
  if (ratingMin != null && ratingMin > 5) throw badRequest('el parámetro "rating_min" debe estar entre 0 y 5.');
  if (priceMin != null && priceMax != null && priceMin > priceMax)
    throw badRequest('el parámetro "price_min" no puede ser mayor que "price_max".');
  const includeOutOfStock = c.req.query('include_out_of_stock') === undefined ? true : readFlag(c, 'include_out_of_stock');
  return {
    categoryId: category?.id ?? null,
    unknownCategory: Boolean(categorySlug) && !category,
    brandIds: brandSlugs.length > 0 ? brandSlugs.flatMap((slug) => catalogue.brandsBySlug.get(slug)?.id ?? []) : null,
    attributes,
    ratingMin,
    fastShipping: readFlag(c, 'fast_shipping'),
    onSale: readFlag(c, 'on_sale'),
    priceMinCents: priceMin == null ? null : Math.round(priceMin * 100),
    priceMaxCents: priceMax == null ? null : Math.round(priceMax * 100),
    availableOnly: !includeOutOfStock,
    // An unknown author matches nothing (no author has id -1).
    authorId: authorSlug ? (catalogue.authorsBySlug.get(authorSlug)?.id ?? -1) : null,
  };
}

/** Whether `filter` narrows nothing (every parameter absent or at its default). */
export function isUnfiltered(filter: SearchFilter): boolean {
  return (
    filter.categoryId == null &&
    !filter.unknownCategory &&
    filter.brandIds == null &&
    filter.attributes.size === 0 &&
    filter.ratingMin == null &&
    !filter.fastShipping &&
    !filter.onSale &&
    filter.priceMinCents == null &&
    filter.priceMaxCents == null &&
    !filter.availableOnly &&
    filter.authorId == null
  );
}
