import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductSummary, type TiendaClient } from '../../src';
import { images } from '../local-api/account-support';
import { clientFor, failureOf, type RunningApi, signedIn, startLocalApi } from './support/local-api';

let api: RunningApi;
let ana: TiendaClient;
let carlos: TiendaClient;
let products: ProductSummary[];

/** A PNG of 200 × 150 px as the API sniffs it (its header). */
const PNG = images.png(200, 150);

beforeAll(async () => {
  api = await startLocalApi();
  ana = await signedIn(api, 'ana@tienda.test');
  carlos = await signedIn(api, 'carlos@tienda.test');
  const found = await Promise.all(['audífonos', 'libro', 'camisa', 'taza', 'teléfono'].map((query) => ana.search.search({ query, pageSize: 24 })));
  const all = found.flatMap((view) => view.results.products).filter((product) => product.type === 'SIMPLE' && product.stock_status === 'IN_STOCK');
  products = all.filter((product, index) => all.findIndex((other) => other.public_sku === product.public_sku) === index);
  expect(products.length).toBeGreaterThan(4);
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

describe('tienda.reviews against the real local API', () => {
  it('writes, edits, adds and removes a picture; the review shows in my reviews and the product page', async () => {
    const product = products[0]!;
    const written = await ana.reviews.write(product.public_sku, { rating: 4, comment: '  Muy buen producto.  ' });
    expect([written.rating, written.comment, written.is_my_review]).toEqual([4, 'Muy buen producto.', true]);
    const twice = await failureOf(ana.reviews.write(product.public_sku, { rating: 5, comment: 'Otra' }));
    expect(twice.cause).toBe('NOT_ALLOWED');

    const edited = await ana.reviews.edit(product.public_sku, { rating: 5, comment: 'Mejor de lo que esperaba.' });
    expect([edited.id, edited.rating]).toEqual([written.id, 5]);

    const withImage = await ana.reviews.addImage(product.public_sku, new Blob([PNG], { type: 'image/png' }));
    expect(withImage.images).toHaveLength(1);
    const without = await ana.reviews.removeImage(product.public_sku, String(withImage.images[0]!.id));
    expect(without.images).toHaveLength(0);

    const mine = await ana.reviews.mine();
    expect(mine.find((review) => String(review.id) === String(written.id))?.product.public_sku).toBe(product.public_sku);
    expect(ana.reviews.store.getSnapshot().mine).toEqual(mine);

    const page = await carlos.reviews.list(product.public_sku, { page: 1 });
    const shown = page.reviews.find((review) => String(review.id) === String(written.id))!;
    expect([shown.rating, shown.is_my_review]).toEqual([5, false]);
    expect(page.stats.map((stat) => stat.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(page.stats[0]!.count).toBeGreaterThanOrEqual(1);
  });

  it('upvotes once per user, never one’s own review', async () => {
    const product = products[1]!;
    const review = await ana.reviews.write(product.public_sku, { rating: 3, comment: 'Regular.' });
    const up = await carlos.reviews.upvote(String(review.id));
    expect(up).toEqual({ upvote_count: 1, is_upvoted_by_me: true });
    expect(await carlos.reviews.upvote(String(review.id))).toEqual({ upvote_count: 1, is_upvoted_by_me: true });
    expect(await carlos.reviews.removeUpvote(String(review.id))).toEqual({ upvote_count: 0, is_upvoted_by_me: false });
    expect((await failureOf(ana.reviews.upvote(String(review.id)))).cause).toBe('NOT_ALLOWED');
  });

  it('lists suggestions, adding a picture before writing is NOT_ALLOWED, and editing another’s review is impossible', async () => {
    const suggested = await ana.reviews.suggested();
    for (const item of suggested) expect(item.potential_review_points).toBeGreaterThanOrEqual(0);
    const product = products[2]!;
    expect((await failureOf(carlos.reviews.addImage(product.public_sku, new Blob([PNG], { type: 'image/png' })))).cause).toBe('NOT_ALLOWED');
    expect((await failureOf(carlos.reviews.edit(product.public_sku, { rating: 1, comment: 'x' }))).cause).toBe('notFound');
  });
});

describe('tienda.questions against the real local API', () => {
  it('searches for an automated answer, continues the thread, asks and rates the answer', async () => {
    const product = products[3]!;
    const answer = await ana.questions.searchForAnswer(product.public_sku, '¿Cuánto tarda el envío?');
    expect(answer).not.toBeNull();
    expect(typeof answer!.uid).toBe('string');
    expect(answer!.question_category).not.toBe('Unknown');
    const next = await ana.questions.searchForAnswer(product.public_sku, '¿Y tiene garantía?', { threadId: answer!.thread_id });
    expect(next!.thread_id).toBe(answer!.thread_id);

    await ana.questions.feedback(answer!.uid, 'HELPFUL');
    const asked = await ana.questions.ask(product.public_sku, '¿Viene con manual en español?', { autoAnswerUid: answer!.uid });
    expect(asked.question).toBe('¿Viene con manual en español?');
    const listed = await carlos.questions.list(product.public_sku);
    expect(listed.map((question) => question.question)).toContain('¿Viene con manual en español?');
  });

  it('lets an anonymous shopper ask the answerer and rate its answer, but not post a question', async () => {
    const { client: visitor } = clientFor(api);
    await visitor.start();
    const answer = await visitor.questions.searchForAnswer(products[3]!.public_sku, '¿Cuánto cuesta?');
    await visitor.questions.feedback(answer!.uid, 'NOT_HELPFUL');
    expect((await failureOf(visitor.questions.ask(products[3]!.public_sku, '¿Cuánto cuesta?'))).cause).toBe('onlyAnonymousTokenFound');
  });

  it('gives no answer when unsure, offering ChatSupport', async () => {
    const answer = await ana.questions.searchForAnswer(products[3]!.public_sku, 'asdf qwer zxcv');
    expect(answer!.answer).toBeNull();
    expect(answer!.user_chat_options).toContain('ChatSupport');
  });
});

describe('tienda.wishlists against the real local API', () => {
  it('adds, lists, shares and opens the shared list in a fresh anonymous session, then unshares', async () => {
    const [first, second] = [products[0]!, products[1]!];
    await ana.wishlists.skus();
    await ana.wishlists.add(first.public_sku);
    await ana.wishlists.add(second.public_sku);
    expect(ana.wishlists.store.getSnapshot().skus?.has(first.public_sku)).toBe(true);
    expect((await ana.wishlists.skus()).sort()).toEqual([first.public_sku, second.public_sku].sort());
    const list = await ana.wishlists.list();
    expect(list.products.map((product) => product.public_sku).sort()).toEqual([first.public_sku, second.public_sku].sort());

    const info = await ana.wishlists.share();
    const { client: visitor } = clientFor(api);
    await visitor.start();
    const shared = await visitor.wishlists.publicList(info.public_id);
    expect([shared.public_id, shared.products.length]).toEqual([info.public_id, 2]);

    await ana.wishlists.remove(first.public_sku);
    expect([...ana.wishlists.store.getSnapshot().skus!]).toEqual([second.public_sku]);
    await ana.wishlists.unshare();
    expect((await failureOf(visitor.wishlists.publicList(info.public_id))).cause).toBe('notFound');
    expect((await failureOf(visitor.wishlists.add(first.public_sku))).cause).toBe('onlyAnonymousTokenFound');
  });
});
