import * as z from 'zod/mini';
import { ProductSummarySchema, ReviewSchema, ReviewStatSchema } from '../product/product';
import { list, nullishOr } from '../shared/schema-helpers';

/*
 * The review shapes beyond the product page's Review (spec sections 3 and 7).
 * Not re-exported by the domain's index: the reviews feature loads them with
 * its code; their types are there.
 */

export type { ReviewStat } from '../product/product';

/** One of the signed-in shopper's reviews (GET /user/reviews/): the review and the product it is about. */
export const MyReviewSchema = z.extend(ReviewSchema, { product: ProductSummarySchema });
/** A review of the signed-in shopper, with its product. */
export type MyReview = z.output<typeof MyReviewSchema>;
export const MyReviewListSchema = list(MyReviewSchema);

/** A product the shopper bought and may review (GET /user/reviews/suggested/), with the points a review would earn. */
export const SuggestedReviewSchema = z.object({
  item_id: z.union([z.string(), z.number()]),
  potential_review_points: nullishOr(z.number(), 0),
  product: ProductSummarySchema,
});
/** A product the shopper may review, with the points it would earn. */
export type SuggestedReview = z.output<typeof SuggestedReviewSchema>;
export const SuggestedReviewListSchema = list(SuggestedReviewSchema);

/** PUT / DELETE /review/{id}/upvote: the review's upvotes and whether the shopper's is among them. */
export const UpvoteStateSchema = z.object({
  upvote_count: nullishOr(z.number(), 0),
  is_upvoted_by_me: nullishOr(z.boolean(), false),
});
/** Whether the shopper upvoted a review, and its upvote count. */
export type UpvoteState = z.output<typeof UpvoteStateSchema>;

/** A review as the review calls answer it, and the stars histogram's entries. */
export { ReviewSchema, ReviewStatSchema };
