import * as z from 'zod/mini';
import { enumWithFallback, nullable } from '../shared/schema-helpers';

/** What a slug can name. */
export const PAGE_KINDS = ['PRODUCT', 'CATEGORY', 'BRAND', 'AUTHOR', 'OFFERS', 'NEWEST', 'NOT_FOUND'] as const;
/** One of {@link PAGE_KINDS}. */
export type PageKind = (typeof PAGE_KINDS)[number];
/** An unknown page kind falls back to NOT_FOUND. */
export const PageKindSchema = enumWithFallback(PAGE_KINDS, 'NOT_FOUND');

/** GET /slug/{slug}. `id` is the product's public_sku for PRODUCT pages. */
export const SlugResolutionSchema = z.object({
  page_type: PageKindSchema,
  slug: z.string(),
  id: nullable(z.string()),
});
/** What a slug resolves to: its kind and id. */
export type SlugResolution = z.output<typeof SlugResolutionSchema>;
