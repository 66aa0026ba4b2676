import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { reviewsBackend, wireReview } from '../../mocks/handlers/reviews';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { anonymousShopper, bodyOf, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

async function signedIn() {
  const harness = await signedInClient();
  const backend = reviewsBackend();
  server.use(...backend.handlers);
  return { ...harness, backend };
}

async function anonymous() {
  const harness = await anonymousShopper();
  server.use(...reviewsBackend().handlers);
  return harness;
}

const png = (bytes = 64) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });

describe('tienda.reviews.list', () => {
  it('reads a page of 5 with GET /page/product/{id}?include=REVIEWS&page&page_size=5, for anyone, with the histogram 5..1', async () => {
    const { client } = await anonymous();
    const view = await client.reviews.list('SKU-9', { page: 1 });
    const request = requests.single('GET', '/page/product/SKU-9');
    expect(Object.fromEntries(request.query)).toEqual({ include: 'REVIEWS', page: '1', page_size: '5' });
    expect(requests.total).toBe(1);
    expect(view.reviews.map((review) => review.id)).toEqual(['p-1', 'p-2', 'p-3', 'p-4', 'p-5']);
    expect(view.reviews[0]!.date_created).toBe('2026-03-01T10:00:00-06:00');
    expect(view.stats).toEqual([
      { rating: 5, count: 3 },
      { rating: 4, count: 2 },
      { rating: 3, count: 2 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
    expect([view.page, view.hasMore]).toEqual([1, true]);
  });

  it('says there is no more on the last page (7 reviews: page 2 is the last)', async () => {
    const { client } = await anonymous();
    const view = await client.reviews.list('SKU-9', { page: 2 });
    expect(requests.single('GET', '/page/product/SKU-9').query.get('page')).toBe('2');
    expect(view.reviews.map((review) => review.id)).toEqual(['p-6', 'p-7']);
    expect([view.page, view.hasMore]).toEqual([2, false]);
  });

  it('counts the histogram, not the page: a full last page (10 reviews, page 2) has no more', async () => {
    const { client } = await anonymous();
    const five = Array.from({ length: 5 }, (_, index) => wireReview({ id: `q-${index}` }));
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json({ reviews: five, review_stats: [{ rating: 5, count: 6 }, { rating: 1, count: 4 }] })));
    expect((await client.reviews.list('SKU-9', { page: 2 })).hasMore).toBe(false);
    expect((await client.reviews.list('SKU-9', { page: 1 })).hasMore).toBe(true);
  });

  it('without a histogram, a full page means there may be more', async () => {
    const { client } = await anonymous();
    const five = Array.from({ length: 5 }, (_, index) => wireReview({ id: `q-${index}` }));
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json({ reviews: five })));
    const view = await client.reviews.list('SKU-9', { page: 3 });
    expect([view.hasMore, view.stats.map((stat) => stat.count)]).toEqual([true, [0, 0, 0, 0, 0]]);
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json({ reviews: five.slice(0, 4) })));
    expect((await client.reviews.list('SKU-9', { page: 4 })).hasMore).toBe(false);
  });

  it('raises productPageMissingRequestedProperty with the spec message when the answer has no reviews', async () => {
    const { client, errors } = await anonymous();
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json({ product: null, review_stats: [] })));
    const failure = await failureOf(client.reviews.list('SKU-9'));
    expect(failure.cause).toBe('productPageMissingRequestedProperty');
    expect(failure.description).toBe('Failed to fetch reviews for product with id=SKU-9');
    expect(errors.map((error) => error.cause)).toEqual(['productPageMissingRequestedProperty']);
  });

  it('refuses a page below 1 or not whole with invalidPage, without a call', async () => {
    const { client } = await anonymous();
    for (const page of [0, -1, 1.5]) expect((await failureOf(client.reviews.list('SKU-9', { page }))).cause).toBe('invalidPage');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.reviews.write and edit', () => {
  it('writes with POST /product/{id}/review {rating, comment trimmed}, leaving a blank email out', async () => {
    const { client } = await signedIn();
    const review = await client.reviews.write('SKU-1', { rating: 4, comment: '  Muy buenos.  ', email: '  ' });
    expect(await bodyOf(requests.single('POST', '/product/SKU-1/review'))).toEqual({ rating: 4, comment: 'Muy buenos.' });
    expect(requests.total).toBe(1);
    expect(review).toMatchObject({ id: 'r-SKU-1', rating: 4, comment: 'Muy buenos.', is_my_review: true });
  });

  it('sends the email, trimmed, when given', async () => {
    const { client } = await signedIn();
    await client.reviews.write('SKU-1', { rating: 5, comment: '', email: ' ana@example.com ' });
    expect(await bodyOf(requests.single('POST', '/product/SKU-1/review'))).toEqual({ rating: 5, comment: '', email: 'ana@example.com' });
  });

  it('edits with PUT /product/{id}/review, and the stored review follows, keeping its product', async () => {
    const { client } = await signedIn();
    await client.reviews.mine();
    requests.clear();
    let notified = 0;
    client.reviews.store.subscribe(() => notified++);
    const review = await client.reviews.edit('SKU-2', { rating: 2, comment: 'Se rompió.' });
    expect(await bodyOf(requests.single('PUT', '/product/SKU-2/review'))).toEqual({ rating: 2, comment: 'Se rompió.' });
    expect(review).toMatchObject({ id: 'r-2', rating: 2 });
    const mine = client.reviews.store.getSnapshot().mine!;
    expect(mine.map((item) => [item.id, item.rating, item.comment, item.product.public_sku])).toEqual([['r-2', 2, 'Se rompió.', 'SKU-2']]);
    expect(notified).toBe(1);
  });

  it('moves a reviewed suggestion into my reviews', async () => {
    const { client } = await signedIn();
    await client.reviews.mine();
    await client.reviews.suggested();
    await client.reviews.write('SKU-1', { rating: 5, comment: 'Excelentes.' });
    const state = client.reviews.store.getSnapshot();
    expect(state.mine!.map((item) => [item.id, item.product.public_sku])).toEqual([
      ['r-SKU-1', 'SKU-1'],
      ['r-2', 'SKU-2'],
    ]);
    expect(state.suggested!.map((item) => item.product.public_sku)).toEqual(['SKU-3']);
  });

  it.each([
    [{ rating: 0, comment: 'x' }, 'rating', 'Elige una calificación de 1 a 5 estrellas.'],
    [{ rating: 6, comment: 'x' }, 'rating', 'Elige una calificación de 1 a 5 estrellas.'],
    [{ rating: 4.5, comment: 'x' }, 'rating', 'Elige una calificación de 1 a 5 estrellas.'],
    [{ rating: '5' as unknown as number, comment: 'x' }, 'rating', 'Elige una calificación de 1 a 5 estrellas.'],
    [{ rating: 5, comment: 'a'.repeat(2001) }, 'comment', 'Tu opinión es muy larga: escribe como máximo 2000 caracteres.'],
    [{ rating: 5, comment: 'ok', email: 'ana@' }, 'email', 'El correo electrónico no es válido.'],
  ])('refuses %j with NOT_ALLOWED on %s, in Spanish, without a call', async (input, field, message) => {
    const { client, errors } = await signedIn();
    for (const call of [client.reviews.write, client.reviews.edit]) {
      const failure = await failureOf(call('SKU-1', input));
      expect([failure.cause, failure.userMessage, failure.details]).toEqual(['NOT_ALLOWED', message, { field }]);
    }
    expect(requests.total).toBe(0);
    expect(errors).toHaveLength(2);
  });

  it('takes a comment of exactly 2000 characters once trimmed (emoji count as one)', async () => {
    const { client } = await signedIn();
    await client.reviews.write('SKU-1', { rating: 5, comment: `  ${'😀'.repeat(2000)}  ` });
    expect(((await bodyOf(requests.single('POST', '/product/SKU-1/review'))) as { comment: string }).comment).toBe('😀'.repeat(2000));
  });

  it("passes the API's refusal of a second review on: NOT_ALLOWED with its Spanish message, reported", async () => {
    const { client, errors } = await signedIn();
    const failure = await failureOf(client.reviews.write('SKU-2', { rating: 5, comment: 'Otra vez.' }));
    expect([failure.cause, failure.userMessage, failure.status]).toEqual(['NOT_ALLOWED', 'Ya escribiste tu opinión de este producto.', 409]);
    expect(errors.map((error) => error.cause)).toEqual(['NOT_ALLOWED']);
    expect(requests.count('POST', '/product/SKU-2/review')).toBe(1);
  });

  it('editing a review that does not exist is notFound', async () => {
    const { client } = await signedIn();
    const failure = await failureOf(client.reviews.edit('SKU-1', { rating: 5, comment: 'x' }));
    expect([failure.cause, failure.userMessage]).toEqual(['notFound', 'No has escrito una opinión de este producto.']);
  });
});

describe('tienda.reviews images', () => {
  it('adds a picture with POST /product/{id}/review/image?size=1200, multipart field image', async () => {
    const { client } = await signedIn();
    const review = await client.reviews.addImage('SKU-2', png(64));
    const request = requests.single('POST', '/product/SKU-2/review/image');
    expect(request.query.get('size')).toBe('1200');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.request.clone().formData();
    expect([...form.keys()]).toEqual(['image']);
    const image = form.get('image') as File;
    expect([image.type, image.size]).toEqual(['image/png', 64]);
    expect(review.images.map((item) => item.id)).toEqual(['img-1']);
  });

  it('refuses a picture that is not PNG, JPEG or WebP, or is over 2 MB, with invalidImage, without a call', async () => {
    const { client } = await signedIn();
    const gif = await failureOf(client.reviews.addImage('SKU-2', new Blob(['GIF89a'], { type: 'image/gif' })));
    expect([gif.cause, gif.userMessage]).toEqual(['invalidImage', 'La foto debe ser una foto PNG, JPEG o WebP.']);
    const big = await failureOf(client.reviews.addImage('SKU-2', png(2 * 1024 * 1024 + 1)));
    expect(big.userMessage).toBe('La foto pesa más de 2 MB: elige una más liviana.');
    expect(requests.total).toBe(0);
  });

  it('passes on NOT_ALLOWED when there is no review of that product yet', async () => {
    const { client } = await signedIn();
    const failure = await failureOf(client.reviews.addImage('SKU-1', png()));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'Primero escribe tu opinión.']);
  });

  it('removes a picture with DELETE /product/{id}/review/image/{imageId}', async () => {
    const { client } = await signedIn();
    await client.reviews.addImage('SKU-2', png());
    await client.reviews.addImage('SKU-2', png());
    requests.clear();
    const review = await client.reviews.removeImage('SKU-2', 'img-1');
    requests.single('DELETE', '/product/SKU-2/review/image/img-1');
    expect(requests.total).toBe(1);
    expect(review.images.map((item) => item.id)).toEqual(['img-2']);
  });
});

describe('tienda.reviews upvotes', () => {
  it('upvotes with PUT and takes it back with DELETE /review/{id}/upvote', async () => {
    const { client } = await signedIn();
    expect(await client.reviews.upvote('p-3')).toEqual({ upvote_count: 5, is_upvoted_by_me: true });
    requests.single('PUT', '/review/p-3/upvote');
    expect(await client.reviews.removeUpvote('p-3')).toEqual({ upvote_count: 4, is_upvoted_by_me: false });
    requests.single('DELETE', '/review/p-3/upvote');
    expect(requests.total).toBe(2);
  });

  it("passes on the API's refusal to upvote one's own review", async () => {
    const { client } = await signedIn();
    const failure = await failureOf(client.reviews.upvote('r-2'));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'No puedes votar por tu propia opinión.']);
  });
});

describe('tienda.reviews.mine and suggested', () => {
  it('fetches my reviews with GET /user/reviews/ and stores them; listeners see the change', async () => {
    const { client } = await signedIn();
    const seen: unknown[] = [];
    client.reviews.store.subscribe(() => seen.push(client.reviews.store.getSnapshot().status));
    const mine = await client.reviews.mine();
    requests.single('GET', '/user/reviews/');
    expect(mine.map((review) => [review.id, review.product.title])).toEqual([['r-2', 'Audífonos inalámbricos']]);
    expect(client.reviews.store.getSnapshot()).toMatchObject({ status: 'ready', mine, error: null });
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('keeps the failure in the store and rethrows it', async () => {
    const { client } = await signedIn();
    server.use(http.get(url('/user/reviews/'), () => HttpResponse.json(apiError('apiCallFailed', 'Falló.'), { status: 500 })));
    const failure = await failureOf(client.reviews.mine());
    expect(failure.cause).toBe('apiCallFailed');
    expect(client.reviews.store.getSnapshot()).toMatchObject({ status: 'error', mine: null, error: failure });
  });

  it('lists products to review with GET /user/reviews/suggested/ (points default 0), into the store', async () => {
    const { client } = await signedIn();
    const suggested = await client.reviews.suggested();
    requests.single('GET', '/user/reviews/suggested/');
    expect(suggested.map((item) => [item.item_id, item.potential_review_points, item.product.public_sku])).toEqual([
      [5, 10, 'SKU-1'],
      [7, 0, 'SKU-3'],
    ]);
    expect(client.reviews.store.getSnapshot().suggested).toEqual(suggested);
  });

  it('is emptied when the session changes (logout)', async () => {
    const { client } = await signedIn();
    await client.reviews.mine();
    await client.reviews.suggested();
    await client.session.logout();
    expect(client.reviews.store.getSnapshot()).toEqual({ status: 'idle', mine: null, suggested: null, error: null });
  });
});

describe('tienda.reviews needs a signed-in user', () => {
  it('refuses every call but list with onlyAnonymousTokenFound, without a call', async () => {
    const { client, errors } = await anonymous();
    const calls = [
      client.reviews.write('SKU-1', { rating: 5, comment: 'x' }),
      client.reviews.edit('SKU-1', { rating: 5, comment: 'x' }),
      client.reviews.addImage('SKU-1', png()),
      client.reviews.removeImage('SKU-1', 'img-1'),
      client.reviews.upvote('r-1'),
      client.reviews.removeUpvote('r-1'),
      client.reviews.mine(),
      client.reviews.suggested(),
    ];
    for (const call of calls) {
      const failure = await failureOf(call);
      expect([failure.cause, failure.userMessage]).toEqual(['onlyAnonymousTokenFound', 'Ingresa a tu cuenta para continuar.']);
    }
    expect(requests.total).toBe(0);
    expect(errors).toHaveLength(8);
  });
});
