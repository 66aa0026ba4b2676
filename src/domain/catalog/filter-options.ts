import * as z from 'zod/mini';
import { BrandSchema } from '../product/product';
import { list, nullable, nullishOr } from '../shared/schema-helpers';
import { CategorySchema } from './category';

/** A brand with the number of matching products and their ratings. */
export const BrandFacetSchema = z.object({
  brand: BrandSchema,
  count: z.number(),
  rating_stats: z.pipe(
    z.nullish(
      z.object({
        average_rating: nullable(z.number()),
        rating_count: nullishOr(z.number(), 0),
      }),
    ),
    z.transform((stats) => stats ?? { average_rating: null, rating_count: 0 }),
  ),
});
/** A brand with its number of matching products. */
export type BrandFacet = z.output<typeof BrandFacetSchema>;

/** An attribute («Color», «Capacidad»…) with its values that have matches and how many each. */
export const AttributeFacetSchema = z.object({
  name: z.string(),
  slug: z.string(),
  values: list(z.object({ value: z.string(), slug: z.string(), count: z.number() })),
});
/** An attribute with its values that have matches and how many each. */
export type AttributeFacet = z.output<typeof AttributeFacetSchema>;

/**
 * The filter inputs of a listing, a section or a search (spec section 3, "Filter options"): GET /search/filter
 * (with `query`) and GET /page/section/{id}/filter. Counts are in `Category.search_results_count`.
 */
export const FilterOptionsSchema = z.object({
  total_count: nullishOr(z.number(), 0),
  category_navigator: z.pipe(
    z.nullish(
      z.object({
        current: nullable(CategorySchema),
        parent: nullable(CategorySchema),
        children: list(CategorySchema),
        breadcrumbs: list(CategorySchema),
      }),
    ),
    z.transform((navigator) => navigator ?? { current: null, parent: null, children: [], breadcrumbs: [] }),
  ),
  suggested_categories: list(CategorySchema),
  brands: list(BrandFacetSchema),
  attributes: list(AttributeFacetSchema),
  price_range: nullable(z.object({ min: z.number(), max: z.number() })),
});
/** The filter options of a listing: brands, categories, attributes and the price range, with counts. */
export type FilterOptions = z.output<typeof FilterOptionsSchema>;
