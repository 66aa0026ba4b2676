import * as z from 'zod/mini';
import { list, nullable, nullishOr } from '../shared/schema-helpers';

/** A category of the catalogue. */
export const CategorySchema = z.object({
  id: z.number(),
  parent_id: nullable(z.number()),
  name: z.string(),
  slug: z.string(),
  description: nullable(z.string()),
  profile_image: nullable(z.string()),
  banner_image: nullable(z.string()),
  search_results_count: nullishOr(z.number(), 0),
  over18_required: nullishOr(z.boolean(), false),
  disabled_on_mobile: nullishOr(z.boolean(), false),
});
/** A category of the catalogue ({@link CategorySchema}). */
export type Category = z.output<typeof CategorySchema>;

/** GET /category/root (current null, children = top level) and GET /category/{slug}. */
export const CategoryTreeSchema = z.object({
  current: nullable(CategorySchema),
  parent: nullable(CategorySchema),
  children: list(CategorySchema),
});
/** A category with its parents and children (the root: no current category, the top level as children). */
export type CategoryTree = z.output<typeof CategoryTreeSchema>;
