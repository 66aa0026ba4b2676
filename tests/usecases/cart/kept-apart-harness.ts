import { http, HttpResponse } from 'msw';
import { MemoryStorage, ProductSummarySchema, type ProductType } from '../../../src';
import { makeClient } from '../../mocks/client';
import { cart, cartItem, productSummary, type WireProduct } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, url } from '../../mocks/server';

/** `count` products of `type`: `${type}-1`… titled `${title} 1`… */
export function productsOf(type: ProductType, title: string, count: number): WireProduct[] {
  return Array.from({ length: count }, (_, i) =>
    productSummary({ public_sku: `${type}-${i + 1}`, slug: `${type.toLowerCase()}-${i + 1}`, title: `${title} ${i + 1}`, type, price: 100 }),
  );
}

/**
 * An anonymous shopper (anon-1) whose cart cart-1 holds 2 of each of
 * `anonymous`, about to sign in to an account whose cart acct-1 holds one of
 * each of `account`. The server answers the login as the local API does when
 * the lines cannot mix: the mergeable create answers acct-1, which lists
 * cart-1 (kept apart, now the account's) in user_cart_ids. `keptWhole: false`
 * has cart-1 merged away instead (its lines went into an older cart, `older`).
 */
export async function shopperAboutToLogIn(options: {
  anonymous: WireProduct[];
  account: WireProduct[];
  keptWhole?: boolean;
  older?: WireProduct[];
}) {
  const session = sessionBackend();
  const carts = cartBackend({ products: [...options.anonymous, ...options.account] });
  server.use(...session.handlers, ...carts.handlers);
  const storage = new MemoryStorage();
  const harness = makeClient({ storage });
  await harness.client.start();
  for (const product of options.anonymous) await harness.client.cart.add({ product: ProductSummarySchema.parse(product), quantity: 2 });

  const keptWhole = options.keptWhole ?? true;
  const anonymousCart = carts.carts.get('cart-1')!;
  const otherIds = keptWhole ? ['cart-1'] : ['older-1'];
  carts.seed(cart({ cart_id: 'acct-1', items: options.account.map((product) => cartItem(product)), user_cart_ids: otherIds }));
  if (keptWhole) carts.seed({ ...anonymousCart, user_cart_ids: ['acct-1'] });
  else {
    carts.carts.delete('cart-1');
    carts.seed(
      cart({
        cart_id: 'older-1',
        items: [...(options.older ?? []), ...options.anonymous].map((product) => cartItem(product, { quantity: 2 })),
        user_cart_ids: ['acct-1'],
      }),
    );
  }
  server.use(http.post(url('/cart'), () => HttpResponse.json(carts.carts.get('acct-1'))));
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, carts, session, login: () => harness.client.session.login(CREDENTIALS) };
}
