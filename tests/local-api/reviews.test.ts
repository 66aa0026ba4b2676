import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductSummarySchema, ReviewSchema, ReviewStatSchema } from '../../src/domain/product/product';
import { MyReviewSchema, SuggestedReviewSchema, UpvoteStateSchema } from '../../src/domain/reviews/reviews';
import { reviewsPart } from '../../local-api/reviews/reviews';
import type { AppDeps, SessionInfo } from '../../local-api/http/context';
import { Catalogue } from '../../local-api/catalog/catalogue';
import { blob, images, makeAccountApi, type AccountApi } from './account-support';
import { findProduct } from './support';

const SIMPLE = "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'";

let api: AccountApi;
let ana: string;
let carlos: string;
let product: ReturnType<typeof findProduct>;

const userId = (email: string) => (api.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

/** An order of `email` holding the product, with this payment status and order status. */
let orders = 0;
function bought(email: string, productId: number, payment = 'PAID', status = 'AfterPaid'): number {
  orders++;
  const { lastInsertRowid } = api.db
    .prepare(
      `INSERT INTO orders (order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details, sub_total_cents,
        gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, weight_total, quantity_total,
        created_at, status_changed_at)
       VALUES (?, ?, ?, ?, ?, 'CARD', ?, '{}', 1000, 0, 0, 0, 0, 0, 1000, 1, 1, '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z')`,
    )
    .run(`9000${orders}`, userId(email), 900000 + orders, `cart-${orders}`, status, payment);
  const item = api.db
    .prepare('INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents) VALUES (?, ?, 1, 1000)')
    .run(Number(lastInsertRowid), productId);
  return Number(item.lastInsertRowid);
}

const ratingOf = (id: number) => api.db.prepare('SELECT average_rating, rating_count FROM products WHERE id = ?').get(id) as { average_rating: number | null; rating_count: number };
const generation = () => (api.db.prepare('SELECT listing_generation FROM search_state WHERE id = 1').get() as { listing_generation: number }).listing_generation;

// One API and two logins for the file (scrypt logins are slow); each test reviews products nobody reviewed yet.
const used = new Set<number>();
/** A published, in-stock product without reviews that no earlier test used. */
function fresh(): ReturnType<typeof findProduct> {
  const next = findProduct(api.db, `${SIMPLE} AND rating_count = 0 AND id NOT IN (${[0, ...used].join(',')})`);
  used.add(next.id);
  return next;
}
const reviewFiles = () => (api.db.prepare("SELECT COUNT(*) AS n FROM user_files WHERE purpose = 'review'").get() as { n: number }).n;

beforeAll(async () => {
  api = makeAccountApi();
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
});

beforeEach(() => {
  product = fresh();
});

describe('writing and editing a review', () => {
  it('stores one review per user and product, answers a Review and updates the rating', async () => {
    const before = generation();
    const res = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 4, comment: '  Muy bueno  ', email: 'ana@correo.gt' } });
    expect(res.status).toBe(200);
    const review = ReviewSchema.parse(res.body);
    expect(review).toMatchObject({ rating: 4, comment: 'Muy bueno', reviewer_name: 'Ana L.', is_my_review: true, verified: false, upvote_count: 0, images: [] });
    expect(ratingOf(product.id)).toEqual({ average_rating: 4, rating_count: 1 });
    expect(generation()).toBeGreaterThan(before);

    const again = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 2 } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Ya escribiste una opinión de este producto; puedes editarla.' });

    await api.call('POST', `/product/${product.public_sku}/review`, { token: carlos, body: { rating: 1, comment: 'No me gustó' } });
    expect(ratingOf(product.id)).toEqual({ average_rating: 2.5, rating_count: 2 });
  });

  it('lets only the author edit, and a PUT without a review is 404', async () => {
    const none = await api.call('PUT', `/product/${product.public_sku}/review`, { token: carlos, body: { rating: 3 } });
    expect(none.status).toBe(404);
    expect(none.body.cause).toBe('notFound');

    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5, comment: 'Excelente' } });
    const edited = await api.call('PUT', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 2, comment: 'Se arruinó' } });
    expect(edited.status).toBe(200);
    expect(ReviewSchema.parse(edited.body)).toMatchObject({ rating: 2, comment: 'Se arruinó', is_my_review: true });
    expect(ratingOf(product.id)).toEqual({ average_rating: 2, rating_count: 1 });
    // Carlos's PUT touches only his own (missing) review: Ana's stays as she left it.
    expect((await api.call('PUT', `/product/${product.public_sku}/review`, { token: carlos, body: { rating: 5 } })).status).toBe(404);
    const row = api.db.prepare('SELECT rating, comment FROM reviews WHERE product_id = ?').get(product.id);
    expect(row).toEqual({ rating: 2, comment: 'Se arruinó' });
  });

  it('refuses anonymous sessions with onlyAnonymousTokenFound and without a session with AUTH_ERROR', async () => {
    const anonymous = await api.anonymous();
    const res = await api.call('POST', `/product/${product.public_sku}/review`, { token: anonymous, body: { rating: 5 } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
    expect((await api.call('POST', `/product/${product.public_sku}/review`, { body: { rating: 5 } })).body.cause).toBe('AUTH_ERROR');
    expect(ratingOf(product.id).rating_count).toBe(0);
  });

  it.each([
    [{ rating: 6 }, 'rating', 'La calificación debe ser un número entero del 1 al 5.'],
    [{ rating: 3.5 }, 'rating', 'La calificación debe ser un número entero del 1 al 5.'],
    [{ rating: '5' }, 'rating', 'La calificación debe ser un número entero del 1 al 5.'],
    [{}, 'rating', 'La calificación debe ser un número entero del 1 al 5.'],
    [{ rating: 5, comment: 'x'.repeat(2001) }, 'comment', 'El comentario admite como máximo 2000 caracteres.'],
    [{ rating: 5, comment: 7 }, 'comment', 'El comentario debe ser un texto.'],
    [{ rating: 5, comment: 'hola\u0000' }, 'comment', 'El comentario tiene caracteres no permitidos.'],
    [{ rating: 5, email: 'no-es-correo' }, 'email', 'El correo no es válido.'],
  ])('refuses %j with 400 NOT_ALLOWED naming the field', async (body, field, message) => {
    const res = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message, field });
    expect(ratingOf(product.id).rating_count).toBe(0);
  });

  it('answers bad JSON with 400 apiCallFailed and an unknown product with 404 PRODUCT_NOT_FOUND', async () => {
    const bad = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, raw: '{"rating":' });
    expect(bad.status).toBe(400);
    expect(bad.body.cause).toBe('apiCallFailed');
    const array = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: [1] });
    expect(array.status).toBe(400);
    expect(array.body.cause).toBe('apiCallFailed');
    const unknown = await api.call('POST', '/product/NO-EXISTE/review', { token: ana, body: { rating: 5 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.cause).toBe('PRODUCT_NOT_FOUND');
  });

  it('counts the comment trimmed, in characters', async () => {
    const comment = `  ${'ñ'.repeat(1999)}😀  `;
    const res = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5, comment } });
    expect(res.status).toBe(200);
    expect(res.body.comment).toBe(comment.trim());
  });

  it('marks a review of a bought product verified and credits 10 points, 5 more for its first photo, once', async () => {
    const points = async () => (await api.call('GET', '/user/points/', { token: ana })).body;
    const start = (await points()).total_points as number;
    bought('ana@tienda.test', product.id);
    const res = await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    expect(res.body.verified).toBe(true);
    const afterReview = await points();
    expect(afterReview.total_points).toBe(start + 10);
    expect(afterReview.entries[0]).toMatchObject({ points: 10, type: 'REVIEW' });
    const photo = await api.upload(`/product/${product.public_sku}/review/image`, ana, { image: blob(images.png(100, 100)) });
    expect((await points()).total_points).toBe(start + 15);
    await api.call('DELETE', `/product/${product.public_sku}/review/image/${photo.body.images[0].id}`, { token: ana });
    await api.upload(`/product/${product.public_sku}/review/image`, ana, { image: blob(images.png(100, 100)) });
    await api.call('PUT', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 4 } });
    expect((await points()).total_points).toBe(start + 15);

    // An unverified review earns nothing.
    const other = fresh();
    await api.call('POST', `/product/${other.public_sku}/review`, { token: ana, body: { rating: 5 } });
    await api.upload(`/product/${other.public_sku}/review/image`, ana, { image: blob(images.png(100, 100)) });
    expect((await points()).total_points).toBe(start + 15);
  });
});

describe('the product page part', () => {
  it('shows is_my_review and is_upvoted_by_me for the session user, and stats 5..1', async () => {
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5, comment: 'Me encantó' } });
    const mine = await api.call('GET', `/page/product/${product.public_sku}?include=REVIEWS`, { token: ana });
    expect(mine.status).toBe(200);
    const reviews = mine.body.reviews.map((r: unknown) => ReviewSchema.parse(r));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ is_my_review: true, is_upvoted_by_me: false, rating: 5 });
    expect(mine.body.review_stats).toEqual([5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 5 ? 1 : 0 })));
    mine.body.review_stats.forEach((s: unknown) => ReviewStatSchema.parse(s));

    await api.call('PUT', `/review/${reviews[0].id}/upvote`, { token: carlos });
    const his = await api.call('GET', `/page/product/${product.public_sku}?include=REVIEWS`, { token: carlos });
    expect(his.body.reviews[0]).toMatchObject({ is_my_review: false, is_upvoted_by_me: true, upvote_count: 1 });
    const anonymous = await api.call('GET', `/page/product/${product.public_sku}?include=REVIEWS`, { token: await api.anonymous() });
    expect(anonymous.body.reviews[0]).toMatchObject({ is_my_review: false, is_upvoted_by_me: false, upvote_count: 1 });
  });

  it('reviewsPart pages the reviews newest first', async () => {
    const seeded = findProduct(api.db, `${SIMPLE} AND rating_count >= 3`);
    const deps = { db: api.db, now: () => api.clock.now, random: () => 0.5, log: () => {}, catalogue: new Catalogue(api.db) } as AppDeps;
    const session: SessionInfo = { id: 1, user: null, owner: 's:1' };
    const ctx = { origin: 'http://localhost:9004', now: api.clock.now, imageWidths: [300] };
    const first = reviewsPart(deps, ctx, session, seeded.id, { page: 1, pageSize: 2, offset: 0 });
    const second = reviewsPart(deps, ctx, session, seeded.id, { page: 2, pageSize: 2, offset: 2 });
    expect(first.reviews).toHaveLength(2);
    expect(second.reviews.length).toBeGreaterThan(0);
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id);
    const dates = [...first.reviews, ...second.reviews].map((r) => r.date_created);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.review_stats.reduce((sum, s) => sum + s.count, 0)).toBe(seeded.rating_count);
  });
});

describe('upvotes', () => {
  it('counts one upvote per user, undoes it, and refuses one on your own review', async () => {
    const review = (await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 4 } })).body;
    const first = await api.call('PUT', `/review/${review.id}/upvote`, { token: carlos });
    expect(first.status).toBe(200);
    expect(UpvoteStateSchema.parse(first.body)).toEqual({ upvote_count: 1, is_upvoted_by_me: true });
    expect((await api.call('PUT', `/review/${review.id}/upvote`, { token: carlos })).body).toEqual({ upvote_count: 1, is_upvoted_by_me: true });
    const own = await api.call('PUT', `/review/${review.id}/upvote`, { token: ana });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ cause: 'NOT_ALLOWED', message: 'No puedes votar por tu propia opinión.' });
    expect((await api.call('DELETE', `/review/${review.id}/upvote`, { token: carlos })).body).toEqual({ upvote_count: 0, is_upvoted_by_me: false });
    expect((await api.call('DELETE', `/review/${review.id}/upvote`, { token: carlos })).body).toEqual({ upvote_count: 0, is_upvoted_by_me: false });
    expect((await api.call('PUT', '/review/999999/upvote', { token: carlos })).status).toBe(404);
    expect((await api.call('PUT', '/review/abc/upvote', { token: carlos })).status).toBe(404);
    expect((await api.call('PUT', `/review/${review.id}/upvote`, { token: await api.anonymous() })).status).toBe(403);
  });
});

describe('review pictures', () => {
  const upload = (token: string | null, data: Uint8Array, sku = product.public_sku) =>
    api.upload(`/product/${sku}/review/image?size=1200`, token, { image: blob(data) });

  it('needs your own review first', async () => {
    const files = reviewFiles();
    const res = await upload(ana, images.png(200, 200));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Primero escribe tu opinión de este producto; luego agrega las fotos.' });
    expect(reviewFiles()).toBe(files);
  });

  it('stores a checked picture under a server-made name, serves it, and removes it', async () => {
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    const files = reviewFiles();
    const res = await upload(ana, images.jpeg(640, 480));
    expect(res.status).toBe(200);
    const review = ReviewSchema.parse(res.body);
    expect(review.images).toHaveLength(1);
    const url = review.images[0]!.urls[0]!;
    expect(url).toMatchObject({ width: 640, height: 480 });
    expect(url.cdn_url).toMatch(/^\/api\/public\/media\/review\/[0-9a-f]{32}\.jpg$/);
    const picture = await api.raw('GET', url.cdn_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(images.jpeg(640, 480));

    // Another user cannot remove it: it answers like a missing picture.
    const foreign = await api.call('DELETE', `/product/${product.public_sku}/review/image/${review.images[0]!.id}`, { token: carlos });
    expect(foreign.status).toBe(404);
    const removed = await api.call('DELETE', `/product/${product.public_sku}/review/image/${review.images[0]!.id}`, { token: ana });
    expect(removed.status).toBe(200);
    expect(removed.body.images).toEqual([]);
    expect((await api.raw('GET', url.cdn_url)).status).toBe(404);
    expect(reviewFiles()).toBe(files);
  });

  it('takes at most 5 pictures per review', async () => {
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    for (let i = 0; i < 5; i++) expect((await upload(ana, images.png(100 + i, 100))).status).toBe(200);
    const sixth = await upload(ana, images.png(300, 300));
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Una opinión admite como máximo 5 fotos; quita una para agregar otra.', field: 'image' });
    const page = await api.call('GET', `/page/product/${product.public_sku}?include=REVIEWS`, { token: ana });
    expect(page.body.reviews[0].images.map((i: { urls: { width: number }[] }) => i.urls[0]!.width)).toEqual([100, 101, 102, 103, 104]);
  });

  it.each([
    ['a GIF', images.gif(100, 100), 400, 'La imagen debe ser una imagen PNG, JPEG o WebP.'],
    ['a tiny picture', images.png(10, 10), 400, 'La imagen mide 10×10 px; cada lado debe medir entre 64 y 4096 px.'],
    ['more than 2 MiB', images.png(200, 200, 2 * 1024 * 1024 + 1), 413, 'La imagen pesa demasiado: el máximo es 2 MB.'],
  ])('refuses %s', async (_, data, status, message) => {
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    const res = await upload(ana, data);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ cause: 'apiCallFailed', message });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM review_images ri JOIN reviews r ON r.id = ri.review_id WHERE r.product_id = ?').get(product.id)).toEqual({ n: 0 });
  });

  it('refuses an anonymous upload before reading it, and a JSON body with 415', async () => {
    const anonymous = await upload(await api.anonymous(), images.png(100, 100));
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.cause).toBe('onlyAnonymousTokenFound');
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    const json = await api.call('POST', `/product/${product.public_sku}/review/image`, { token: ana, body: { image: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.cause).toBe('apiCallFailed');
  });
});

describe('my reviews and suggestions', () => {
  it('lists only my reviews, each with its product', async () => {
    const other = fresh();
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    api.clock.now = new Date(api.clock.now.getTime() + 60_000);
    await api.call('POST', `/product/${other.public_sku}/review`, { token: ana, body: { rating: 3 } });
    await api.call('POST', `/product/${product.public_sku}/review`, { token: carlos, body: { rating: 1 } });
    const res = await api.call('GET', '/user/reviews/', { token: ana });
    expect(res.status).toBe(200);
    expect(res.body.slice(0, 2).map((r: { product: { public_sku: string } }) => r.product.public_sku)).toEqual([other.public_sku, product.public_sku]);
    const mine = api.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE user_id = (SELECT id FROM users WHERE email = ?)').get('ana@tienda.test') as { n: number };
    expect(res.body).toHaveLength(mine.n);
    expect(res.body.map((r: { reviewer_name: string }) => r.reviewer_name)).toEqual(Array(mine.n).fill('Ana L.'));
    for (const r of res.body) {
      expect(MyReviewSchema.parse(r).is_my_review).toBe(true);
      ProductSummarySchema.parse(r.product);
    }
    expect((await api.call('GET', '/user/reviews/', { token: await api.anonymous() })).status).toBe(403);
  });

  it('suggests the products of paid or delivered orders not yet reviewed, with 10 points', async () => {
    const others = [fresh(), fresh(), fresh()];
    // A fresh user: Ana's earlier tests bought and reviewed other products.
    api.db.prepare("DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?)").run(userId('ana@tienda.test'));
    api.db.prepare('DELETE FROM orders WHERE user_id = ?').run(userId('ana@tienda.test'));
    const itemA = bought('ana@tienda.test', product.id);
    const itemB = bought('ana@tienda.test', others[0]!.id, 'ON_DELIVERY', 'Delivered');
    bought('ana@tienda.test', others[1]!.id, 'AWAITING_DEPOSIT', 'AwaitingCustomerInput');
    bought('carlos@tienda.test', others[2]!.id);
    const res = await api.call('GET', '/user/reviews/suggested/', { token: ana });
    expect(res.status).toBe(200);
    res.body.forEach((s: unknown) => SuggestedReviewSchema.parse(s));
    expect(res.body.map((s: { item_id: number; potential_review_points: number; product: { public_sku: string } }) => [s.item_id, s.potential_review_points, s.product.public_sku])).toEqual([
      [itemB, 10, others[0]!.public_sku],
      [itemA, 10, product.public_sku],
    ]);
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 5 } });
    const after = await api.call('GET', '/user/reviews/suggested/', { token: ana });
    expect(after.body.map((s: { item_id: number }) => s.item_id)).toEqual([itemB]);
  });
});

describe('a deleted account', () => {
  // Last in the file: Carlos is gone afterwards.
  it('leaves its reviews authorless and its pictures and upvotes gone', async () => {
    await api.call('POST', `/product/${product.public_sku}/review`, { token: ana, body: { rating: 4 } });
    const hers = (await api.call('GET', `/page/product/${product.public_sku}?include=REVIEWS`, { token: ana })).body.reviews[0];
    const other = fresh();
    await api.call('POST', `/product/${other.public_sku}/review`, { token: carlos, body: { rating: 2, comment: 'Regular' } });
    await api.upload(`/product/${other.public_sku}/review/image`, carlos, { image: blob(images.png(100, 100)) });
    await api.call('PUT', `/review/${hers.id}/upvote`, { token: carlos });
    const carlosId = userId('carlos@tienda.test');
    // A paid order not yet received stops the deletion (issue 23): Carlos's (bought above) has arrived.
    api.db.prepare(`UPDATE orders SET status = 'Delivered' WHERE user_id = ?`).run(carlosId);

    expect((await api.call('DELETE', '/user/', { token: carlos })).status).toBe(200);
    expect(api.db.prepare('SELECT user_id, rating, comment FROM reviews WHERE product_id = ?').get(other.id)).toEqual({ user_id: null, rating: 2, comment: 'Regular' });
    expect(ratingOf(other.id)).toEqual({ average_rating: 2, rating_count: 1 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM review_upvotes WHERE user_id = ?').get(carlosId)).toEqual({ n: 0 });
    const page = await api.call('GET', `/page/product/${other.public_sku}?include=REVIEWS`, { token: ana });
    expect(page.body.reviews[0]).toMatchObject({ rating: 2, images: [], is_my_review: false, avatar: null });
    expect((await api.call('GET', `/page/product/${product.public_sku}?include=REVIEWS`, { token: ana })).body.reviews[0].is_upvoted_by_me).toBe(false);
  });
});
