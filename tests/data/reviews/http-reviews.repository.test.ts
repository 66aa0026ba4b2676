import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/data/http/api-client';
import { HttpReviewsRepository } from '../../../src/data/reviews/http-reviews.repository';
import { failureOf } from '../../mocks/client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { productSummary } from '../../mocks/fixtures';
import { wireReview } from '../../mocks/handlers/reviews';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const repository = () => new HttpReviewsRepository(new ApiClient({ baseURL: API, sessions: new FakeSessionSource('user-token-1'), logger: new RecordingLogger() }));

describe('HttpReviewsRepository', () => {
  it('reads a reviews page, the parts left out as null', async () => {
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json({ product: null })));
    expect(await repository().page('P 1', 1, 5)).toEqual({ reviews: null, review_stats: null });
    expect(requests.entries[0]!.path).toBe('/page/product/P%201');
  });

  it('reads my reviews with their products, and suggestions with points defaulting to 0', async () => {
    server.use(
      http.get(url('/user/reviews/'), () => HttpResponse.json([{ ...wireReview({ upvote_count: null }), product: productSummary() }])),
      http.get(url('/user/reviews/suggested/'), () => HttpResponse.json([{ item_id: 'i-1', product: productSummary() }])),
    );
    const [mine] = await repository().mine();
    expect([mine!.upvote_count, mine!.product.public_sku]).toEqual([0, 'SKU-1']);
    const [suggestion] = await repository().suggested();
    expect([suggestion!.item_id, suggestion!.potential_review_points]).toEqual(['i-1', 0]);
  });

  it('refuses my reviews without their product as schemaValidationError', async () => {
    server.use(http.get(url('/user/reviews/'), () => HttpResponse.json([wireReview()])));
    const failure = await failureOf(repository().mine());
    expect([failure.cause, (failure.details as { shape: string }).shape]).toEqual(['schemaValidationError', 'MyReviewList']);
  });

  it('reads an upvote answer leniently', async () => {
    server.use(http.put(url('/review/:id/upvote'), () => HttpResponse.json({ upvote_count: 3 })));
    expect(await repository().upvote('r-1')).toEqual({ upvote_count: 3, is_upvoted_by_me: false });
  });
});
