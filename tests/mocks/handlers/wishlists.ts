import { http, HttpResponse } from 'msw';
import { apiError, productSummary } from '../fixtures';
import { url } from '../server';

const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');
const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });

/**
 * A stand-in for /wishlist/favourites, as the local API answers it: SKU-1 and SKU-2 on the list, sharing gives
 * public id `fav-ana`, and the public list is notFound while not shared. Adding `SKU-BAD` fails with 500.
 */
export function wishlistsBackend() {
  const skus = new Set(['SKU-1', 'SKU-2']);
  let shared = false;
  const list = () => ({
    name: 'Favoritos',
    public_id: 'fav-ana',
    user: { first_name: 'Ana' },
    products: [...skus].map((sku) => productSummary({ public_sku: sku, slug: `producto-${sku.toLowerCase()}` })),
    is_shared: shared,
  });
  const handlers = [
    http.get(url('/wishlist/favourites'), ({ request }) => (signedIn(request) ? HttpResponse.json(list()) : anonymous())),
    http.get(url('/wishlist/favourites/skus'), ({ request }) => (signedIn(request) ? HttpResponse.json([...skus]) : anonymous())),
    http.post(url('/wishlist/favourites'), async ({ request }) => {
      if (!signedIn(request)) return anonymous();
      const { product_public_sku: sku } = (await request.json()) as { product_public_sku: string };
      if (sku === 'SKU-BAD') return HttpResponse.json(apiError('apiCallFailed', 'No pudimos guardar tu favorito.'), { status: 500 });
      skus.add(sku);
      return HttpResponse.json(list(), { status: 201 });
    }),
    http.put(url('/wishlist/favourites/share'), ({ request }) => {
      if (!signedIn(request)) return anonymous();
      shared = true;
      return HttpResponse.json({ name: 'Favoritos', public_id: 'fav-ana' });
    }),
    http.delete(url('/wishlist/favourites/share'), ({ request }) => {
      if (!signedIn(request)) return anonymous();
      shared = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(url('/wishlist/favourites/:sku'), ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      skus.delete(String(params.sku));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url('/wishlist/public/:id'), ({ params }) =>
      shared && params.id === 'fav-ana' ? HttpResponse.json(list()) : HttpResponse.json(apiError('notFound', 'Esta lista no existe o ya no se comparte.'), { status: 404 }),
    ),
  ];
  return {
    handlers,
    skus,
    share() {
      shared = true;
    },
  };
}
