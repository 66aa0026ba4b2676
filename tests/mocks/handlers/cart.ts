import { http, HttpResponse } from 'msw';
import { apiError, cart as cartFixture, cartItem, productSummary, type WireCart, type WireCartItem, type WireProduct } from '../fixtures';
import { url } from '../server';

/**
 * A stand-in for the cart side of the API, with state: POST /cart creates
 * cart-1, cart-2...; item calls change the lines and answer the whole cart.
 * `products` is what the shop sells (looked up by public_sku on add).
 */
export function cartBackend(options: { products?: WireProduct[] } = {}) {
  const carts = new Map<string, WireCart>();
  const products = new Map<string, WireProduct>();
  for (const product of options.products ?? [productSummary()]) products.set(product.public_sku, product);
  let created = 0;

  const notFound = () => HttpResponse.json(apiError('notFound'), { status: 404 });
  const save = (next: WireCart) => {
    // Totals follow the lines: let the fixture compute them again.
    const { quantity_total: _q, amount_sub_total: _s, amount_total: _t, ...rest } = next;
    const saved = cartFixture({ ...rest, items: next.items ?? [] });
    carts.set(String(saved.cart_id), saved);
    return HttpResponse.json(saved);
  };

  const handlers = [
    http.post(url('/cart'), () => save(cartFixture({ cart_id: `cart-${++created}` }))),
    http.get(url('/cart/:id'), ({ params }) => {
      const found = carts.get(String(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(url('/cart/:id/item'), async ({ params, request }) => {
      const found = carts.get(String(params.id));
      if (!found) return notFound();
      const body = (await request.json()) as { product_public_sku: string; quantity: number };
      const product = products.get(body.product_public_sku);
      if (!product) return HttpResponse.json(apiError('PRODUCT_NOT_FOUND'), { status: 404 });
      const items = [...(found.items ?? [])];
      const index = items.findIndex((item) => item.product.public_sku === body.product_public_sku);
      if (index >= 0) items[index] = { ...items[index]!, quantity: items[index]!.quantity + body.quantity };
      else items.push(cartItem(product, { quantity: body.quantity }));
      return save({ ...found, items });
    }),
    http.put(url('/cart/:id/item/:itemId'), async ({ params, request }) => {
      const found = carts.get(String(params.id));
      if (!found) return notFound();
      const body = (await request.json()) as { quantity: number; gift_wrap_option_id?: string | number | null; dedication?: WireCartItem['dedication'] };
      // Gift wrap and dedication, when the body carries them, replace the line's (as the API does).
      const { gift_wrap_option_id, dedication } = body;
      const options = { ...('gift_wrap_option_id' in body ? { gift_wrap_option_id } : {}), ...('dedication' in body ? { dedication } : {}) };
      const items = (found.items ?? []).map((item) => (String(item.item_id) === params.itemId ? { ...item, quantity: body.quantity, ...options } : item));
      return save({ ...found, items });
    }),
    http.delete(url('/cart/:id'), ({ params }) => {
      if (!carts.delete(String(params.id))) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(url('/cart/:id/item/:itemId'), ({ params }) => {
      const found = carts.get(String(params.id));
      if (!found) return notFound();
      return save({ ...found, items: (found.items ?? []).filter((item) => String(item.item_id) !== params.itemId) });
    }),
  ];

  return {
    handlers,
    carts,
    /** Puts a cart on the server as it is. */
    seed(cart: WireCart) {
      carts.set(String(cart.cart_id), cart);
    },
    sell(product: WireProduct) {
      products.set(product.public_sku, product);
    },
    get createdCount() {
      return created;
    },
  };
}
