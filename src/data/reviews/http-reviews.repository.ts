import * as z from 'zod/mini';
import type { Review } from '../../domain';
import { ReviewSchema, ReviewStatSchema } from '../../domain/product/product';
import type { ReviewPayload } from '../../domain/reviews/review-rules';
import {
  MyReviewListSchema,
  SuggestedReviewListSchema,
  UpvoteStateSchema,
  type MyReview,
  type SuggestedReview,
  type UpvoteState,
} from '../../domain/reviews/reviews';
import type { ReviewsPage, ReviewsRepository } from '../../usecases/reviews/reviews.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

/** The REVIEWS part of a product page: each list null when the answer left it out (the use case checks the required part). */
const ReviewsPageSchema = z.object({
  reviews: z.pipe(z.nullish(z.array(ReviewSchema)), z.transform((value) => value ?? null)),
  review_stats: z.pipe(z.nullish(z.array(ReviewStatSchema)), z.transform((value) => value ?? null)),
});

export class HttpReviewsRepository implements ReviewsRepository {
  constructor(private readonly api: ApiClient) {}

  page(productId: string, page: number, pageSize: number): Promise<ReviewsPage> {
    return this.api.request({
      method: 'GET',
      path: `/page/product/${segment(productId)}`,
      params: { include: 'REVIEWS', page, page_size: pageSize },
      schema: ReviewsPageSchema,
      shape: 'ProductPageReviews',
    });
  }

  write(productId: string, review: ReviewPayload): Promise<Review> {
    return this.api.request({ method: 'POST', path: `/product/${segment(productId)}/review`, data: review, schema: ReviewSchema, shape: 'Review' });
  }

  edit(productId: string, review: ReviewPayload): Promise<Review> {
    return this.api.request({ method: 'PUT', path: `/product/${segment(productId)}/review`, data: review, schema: ReviewSchema, shape: 'Review' });
  }

  addImage(productId: string, image: Blob, size: number): Promise<Review> {
    const form = new FormData();
    form.append('image', image, 'image');
    return this.api.request({
      method: 'POST',
      path: `/product/${segment(productId)}/review/image`,
      params: { size },
      data: form,
      schema: ReviewSchema,
      shape: 'Review',
    });
  }

  removeImage(productId: string, imageId: string): Promise<Review> {
    return this.api.request({
      method: 'DELETE',
      path: `/product/${segment(productId)}/review/image/${segment(imageId)}`,
      schema: ReviewSchema,
      shape: 'Review',
    });
  }

  upvote(reviewId: string): Promise<UpvoteState> {
    return this.api.request({ method: 'PUT', path: `/review/${segment(reviewId)}/upvote`, schema: UpvoteStateSchema, shape: 'UpvoteState' });
  }

  removeUpvote(reviewId: string): Promise<UpvoteState> {
    return this.api.request({ method: 'DELETE', path: `/review/${segment(reviewId)}/upvote`, schema: UpvoteStateSchema, shape: 'UpvoteState' });
  }

  mine(): Promise<MyReview[]> {
    return this.api.request({ method: 'GET', path: '/user/reviews/', schema: MyReviewListSchema, shape: 'MyReviewList' });
  }

  suggested(): Promise<SuggestedReview[]> {
    return this.api.request({ method: 'GET', path: '/user/reviews/suggested/', schema: SuggestedReviewListSchema, shape: 'SuggestedReviewList' });
  }
}
