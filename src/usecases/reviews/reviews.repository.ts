import type { Review, ReviewStat } from '../../domain';
import type { ReviewPayload } from '../../domain/reviews/review-rules';
import type { MyReview, SuggestedReview, UpvoteState } from '../../domain/reviews/reviews';

/** One page of a product's reviews as GET /page/product/{id}?include=REVIEWS answers it; null = a part the answer left out. */
export interface ReviewsPage {
  reviews: Review[] | null;
  review_stats: ReviewStat[] | null;
}

/** The review calls of spec section 7. */
export interface ReviewsRepository {
  /** GET /page/product/{id}?include=REVIEWS&page&page_size */
  page(productId: string, page: number, pageSize: number): Promise<ReviewsPage>;
  /** POST /product/{id}/review {rating, comment, email} */
  write(productId: string, review: ReviewPayload): Promise<Review>;
  /** PUT /product/{id}/review {rating, comment, email} */
  edit(productId: string, review: ReviewPayload): Promise<Review>;
  /** POST /product/{id}/review/image?size=… multipart `image` */
  addImage(productId: string, image: Blob, size: number): Promise<Review>;
  /** DELETE /product/{id}/review/image/{imageId} */
  removeImage(productId: string, imageId: string): Promise<Review>;
  /** PUT /review/{id}/upvote */
  upvote(reviewId: string): Promise<UpvoteState>;
  /** DELETE /review/{id}/upvote */
  removeUpvote(reviewId: string): Promise<UpvoteState>;
  /** GET /user/reviews/ */
  mine(): Promise<MyReview[]>;
  /** GET /user/reviews/suggested/ */
  suggested(): Promise<SuggestedReview[]>;
}
