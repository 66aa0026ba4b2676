import { MemoryStorage, ProductSummarySchema } from '../../../src';
import { makeClient, storedCart, storedSession } from '../../mocks/client';
import { cart, cartItem, productOfType, type WireCart, type WireProduct } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server } from '../../mocks/server';

/** What the shop sells, as the API sends it. */
export const WIRE = {
  SIMPLE: productOfType('SIMPLE'),
  BOOK: productOfType('BOOK', { price: 120 }),
  DIGITAL: productOfType('DIGITAL', { price: 50 }),
};
/** The same products as a screen holds them (parsed), to hand to AddToCart. */
export const SIMPLE = ProductSummarySchema.parse(WIRE.SIMPLE);
export const BOOK = ProductSummarySchema.parse(WIRE.BOOK);
export const DIGITAL = ProductSummarySchema.parse(WIRE.DIGITAL);

/**
 * A started anonymous client (session anon-1) against stateful session and
 * cart backends. With `cart`, that cart is on the server and its id stored;
 * `load` fetches it into the store. The request log starts empty.
 */
export async function cartClient(options: { cart?: WireCart; load?: boolean; products?: WireProduct[] } = {}) {
  const session = sessionBackend();
  const carts = cartBackend({ products: options.products ?? Object.values(WIRE) });
  server.use(...session.handlers, ...carts.handlers);
  const storage = new MemoryStorage();
  await storedSession(storage, { token: 'anon-1', isUser: false });
  if (options.cart) {
    carts.seed(options.cart);
    await storedCart(storage, String(options.cart.cart_id));
  }
  const harness = makeClient({ storage });
  await harness.client.session.start();
  if (options.load) await harness.client.cart.get();
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, carts, session };
}

/** A cart on the server with one line of SIMPLE (item-SKU-SIMPLE, quantity 2). */
export function cartWithSimpleLine(cartId = 'cart-7') {
  return cart({ cart_id: cartId, items: [cartItem(WIRE.SIMPLE, { quantity: 2 })] });
}
