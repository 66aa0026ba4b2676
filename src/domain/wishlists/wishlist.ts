import * as z from 'zod/mini';
import { ProductSummarySchema, WishlistInfoSchema } from '../product/product';
import { list, nullable, nullishOr } from '../shared/schema-helpers';

/*
 * Wishlists (spec section 3: name, public_id, user, products). Not re-exported
 * by the domain's index: the wishlists feature loads them with its code; their
 * types are there.
 */

/** A wishlist's name and public id: what the product page lists and what sharing answers. */
export type { WishlistInfo } from '../product/product';
export { WishlistInfoSchema };

/** The wishlist's owner, as a shared list shows them. */
export const WishlistUserSchema = z.object({ first_name: nullable(z.string()) });

/**
 * GET /wishlist/{type} and /wishlist/public/{id}. `is_shared`, `total_count` and
 * `has_more_items` are extensions of the local API: without them the list is
 * not shared, counts its products and has no more.
 */
export const WishlistSchema = z.pipe(
  z.object({
    name: z.string(),
    public_id: z.string(),
    user: nullable(WishlistUserSchema),
    products: list(ProductSummarySchema),
    is_shared: nullishOr(z.boolean(), false),
    total_count: nullable(z.number()),
    has_more_items: nullishOr(z.boolean(), false),
  }),
  z.transform((wishlist) => ({ ...wishlist, total_count: wishlist.total_count ?? wishlist.products.length })),
);
/** A wishlist with one page of its products. */
export type Wishlist = z.output<typeof WishlistSchema>;

/** GET /wishlist/{type}/skus: the public skus on the list (strings or bare arrays of them). */
export const WishlistSkusSchema = z.union([
  z.array(z.string()),
  z.pipe(z.object({ skus: list(z.string()) }), z.transform((answer) => answer.skus)),
]);
