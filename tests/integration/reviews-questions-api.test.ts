import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src';
import { type RunningApi, signedIn, startLocalApi } from './support/local-api';

let api: RunningApi;
let sku: string;
beforeAll(async () => {
  api = await startLocalApi();
  // A published product in stock that nobody reviewed yet.
  sku = (api.db.prepare("SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND rating_count = 0 ORDER BY id LIMIT 1").get() as { public_sku: string }).public_sku;
});
afterAll(async () => {
  await api?.stop();
});

/** A 200×200 PNG header (the API reads the headers, not the pixels). */
function png(): Blob {
  const bytes = new Uint8Array(512);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 200, 0, 0, 0, 200, 8, 2, 0, 0, 0]);
  return new Blob([bytes], { type: 'image/png' });
}

describe('reviews and questions through the library against the local API', () => {
  it('writes, pictures, lists, upvotes and edits a review', async () => {
    const ana = await signedIn(api, 'ana@tienda.test');
    const review = await ana.reviews.write(sku, { rating: 5, comment: 'Excelente compra' });
    expect(review).toMatchObject({ rating: 5, comment: 'Excelente compra', is_my_review: true });

    const withImage = await ana.reviews.addImage(sku, png());
    expect(withImage.images).toHaveLength(1);
    const picture = await fetch(new URL(withImage.images[0]!.urls[0]!.cdn_url, api.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');

    const carlos = await signedIn(api, 'carlos@tienda.test');
    const listed = await carlos.reviews.list(sku, { page: 1 });
    expect(listed.reviews[0]).toMatchObject({ id: review.id, is_my_review: false, is_upvoted_by_me: false });
    expect(listed.stats.find((s) => s.rating === 5)?.count).toBe(1);
    expect(await carlos.reviews.upvote(review.id)).toEqual({ upvote_count: 1, is_upvoted_by_me: true });
    const own = await ana.reviews.upvote(review.id).catch((e: unknown) => e);
    expect(own).toBeInstanceOf(UseCaseError);
    expect((own as UseCaseError).cause).toBe('NOT_ALLOWED');

    const edited = await ana.reviews.edit(sku, { rating: 4, comment: 'Muy buena, con un detalle' });
    expect(edited).toMatchObject({ rating: 4, upvote_count: 1 });
    const mine = await ana.reviews.mine();
    expect(mine[0]).toMatchObject({ id: review.id, rating: 4, product: { public_sku: sku } });
    const page = await carlos.catalog.loadProductPage({ id: sku, include: ['PRODUCT'] });
    expect([page.product.average_rating, page.product.rating_count]).toEqual([4, 1]);

    const cleared = await ana.reviews.removeImage(sku, String(withImage.images[0]!.id));
    expect(cleared.images).toEqual([]);
  });

  it('searches for an automated answer, asks the question with it and gives feedback', async () => {
    const ana = await signedIn(api, 'ana@tienda.test');
    const answer = await ana.questions.searchForAnswer(sku, '¿Hay disponible?', {});
    expect(answer).toMatchObject({ question_category: 'Stock', user_chat_options: ['ChatSupportIfAnswerNotOk'] });
    expect(answer?.answer).toMatch(/^Sí, está disponible/);
    const followUp = await ana.questions.searchForAnswer(sku, 'asdf qwer zxcv', { threadId: answer!.thread_id! });
    expect(followUp).toMatchObject({ answer: null, question_category: 'Unknown', user_chat_options: ['ChatSupport'], thread_id: answer!.thread_id });

    const question = await ana.questions.ask(sku, '¿Hay disponible?', { autoAnswerUid: answer!.uid });
    expect(question).toMatchObject({ answer: answer!.answer, question_category: 'Stock' });
    await ana.questions.feedback(answer!.uid, 'HELPFUL');
    const listed = await ana.questions.list(sku);
    expect(listed[0]).toMatchObject({ id: question.id, answer: answer!.answer });
  });
});
