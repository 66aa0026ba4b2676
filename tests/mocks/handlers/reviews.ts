import { http, HttpResponse } from 'msw';
import { apiError, productSummary } from '../fixtures';
import { url } from '../server';

/** A review as the API sends it (dates with a bracketed zone). */
export function wireReview(overrides: Record<string, unknown> = {}): Record<string, unknown> & { images: unknown[] } {
  return {
    id: 'r-1',
    rating: 5,
    reviewer_name: 'Ana',
    comment: 'Suenan muy bien.',
    verified: true,
    date_created: '2026-03-01T10:00:00-06:00[America/Guatemala]',
    images: [] as unknown[],
    is_my_review: true,
    avatar: null,
    variant_name: null,
    variant_value: null,
    upvote_count: 0,
    is_upvoted_by_me: false,
    ...overrides,
  };
}

const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');
const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });

/**
 * A stand-in for the review calls, as the local API answers them: one review per user per product (a second
 * POST is 409 NOT_ALLOWED), pictures only on an existing review, upvotes one per user. Product SKU-1 was bought
 * and not reviewed (it is suggested until reviewed); SKU-2 already has the user's review r-2.
 */
export function reviewsBackend() {
  const reviews = new Map<string, ReturnType<typeof wireReview>>([['SKU-2', wireReview({ id: 'r-2', rating: 3, comment: 'Regular.' })]]);
  let upvotes = 4;
  let mine = false;
  let imageCount = 0;
  const handlers = [
    http.get(url('/page/product/:id'), ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('include') !== 'REVIEWS') return HttpResponse.json(apiError('apiCallFailed', 'include inesperado'), { status: 400 });
      const page = Number(query.get('page'));
      const all = Array.from({ length: 7 }, (_, index) => wireReview({ id: `p-${index + 1}`, rating: 5 - (index % 3), is_my_review: false }));
      const size = Number(query.get('page_size'));
      return HttpResponse.json({
        product: null,
        reviews: all.slice((page - 1) * size, page * size),
        review_stats: [
          { rating: 5, count: 3 },
          { rating: 4, count: 2 },
          { rating: 3, count: 2 },
        ],
        id: params.id,
      });
    }),
    http.post(url('/product/:id/review'), async ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      const id = String(params.id);
      if (reviews.has(id)) return HttpResponse.json(apiError('NOT_ALLOWED', 'Ya escribiste tu opinión de este producto.'), { status: 409 });
      const body = (await request.json()) as { rating: number; comment: string };
      const review = wireReview({ id: `r-${id}`, rating: body.rating, comment: body.comment });
      reviews.set(id, review);
      return HttpResponse.json(review, { status: 201 });
    }),
    http.put(url('/product/:id/review'), async ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      const id = String(params.id);
      const found = reviews.get(id);
      if (!found) return HttpResponse.json(apiError('notFound', 'No has escrito una opinión de este producto.'), { status: 404 });
      const body = (await request.json()) as { rating: number; comment: string };
      const review = { ...found, rating: body.rating, comment: body.comment };
      reviews.set(id, review);
      return HttpResponse.json(review);
    }),
    http.post(url('/product/:id/review/image'), async ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      const found = reviews.get(String(params.id));
      if (!found) return HttpResponse.json(apiError('NOT_ALLOWED', 'Primero escribe tu opinión.'), { status: 403 });
      const id = `img-${++imageCount}`;
      const review = { ...found, images: [...(found.images as unknown[]), { id, name: null, alt_text: null, urls: [{ image_id: id, cdn_url: `https://cdn.test/${id}.webp`, width: 1200, height: 900, file_size_kb: 80 }] }] };
      reviews.set(String(params.id), review);
      return HttpResponse.json(review);
    }),
    http.delete(url('/product/:id/review/image/:imageId'), ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      const found = reviews.get(String(params.id));
      if (!found) return HttpResponse.json(apiError('notFound'), { status: 404 });
      const review = { ...found, images: (found.images as { id: string }[]).filter((image) => image.id !== params.imageId) };
      reviews.set(String(params.id), review);
      return HttpResponse.json(review);
    }),
    http.put(url('/review/:id/upvote'), ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      if (params.id === 'r-2') return HttpResponse.json(apiError('NOT_ALLOWED', 'No puedes votar por tu propia opinión.'), { status: 403 });
      if (!mine) upvotes++;
      mine = true;
      return HttpResponse.json({ upvote_count: upvotes, is_upvoted_by_me: true });
    }),
    http.delete(url('/review/:id/upvote'), ({ request }) => {
      if (!signedIn(request)) return anonymous();
      if (mine) upvotes--;
      mine = false;
      return HttpResponse.json({ upvote_count: upvotes, is_upvoted_by_me: false });
    }),
    http.get(url('/user/reviews/'), ({ request }) =>
      signedIn(request)
        ? HttpResponse.json(
            [...reviews.entries()].map(([sku, review]) => ({ ...review, product: productSummary({ public_sku: sku, slug: `producto-${sku.toLowerCase()}` }) })),
          )
        : anonymous(),
    ),
    http.get(url('/user/reviews/suggested/'), ({ request }) =>
      signedIn(request)
        ? HttpResponse.json(
            reviews.has('SKU-1')
              ? [{ item_id: 7, potential_review_points: null, product: productSummary({ public_sku: 'SKU-3', slug: 'producto-sku-3' }) }]
              : [
                  { item_id: 5, potential_review_points: 10, product: productSummary({ public_sku: 'SKU-1', slug: 'producto-sku-1' }) },
                  { item_id: 7, potential_review_points: null, product: productSummary({ public_sku: 'SKU-3', slug: 'producto-sku-3' }) },
                ],
          )
        : anonymous(),
    ),
  ];
  return { handlers, reviews };
}
