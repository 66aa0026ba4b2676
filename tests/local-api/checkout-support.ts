import type { CheckoutRequest } from '../../src/domain/checkout/payment-flow';
import { findProduct, makeApi, type Answer, type TestApi } from './support';

/** makeApi (support.ts), optionally on a database file (the card-number grep reads its bytes) and with the development pages (the 3-D Secure challenge). */
export const makeCheckoutApi = (options: { dev?: boolean; dbPath?: string } = {}): TestApi => makeApi(options);

/** A cheap product (Q111.99, below free shipping) and a dear one (over Q2,000, for installments). */
export const CHEAP = "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 AND price_cents BETWEEN 5000 AND 20000 AND has_free_shipping = 0";
export const DEAR = "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 AND price_cents BETWEEN 150000 AND 400000";

/** A new cart of the token's owner holding `quantity` of the product `where` names (the `offset`-th such product). */
export async function cartWith(api: TestApi, token: string, where: string, quantity = 1, offset = 0): Promise<{ cartId: string; sku: string; priceCents: number }> {
  const product = api.db.prepare(`SELECT public_sku, price_cents FROM products WHERE ${where} ORDER BY id LIMIT 1 OFFSET ?`).get(offset) as {
    public_sku: string;
    price_cents: number;
  };
  const created = await api.call('POST', '/cart', { token });
  if (created.status !== 200) throw new Error(`cart: ${created.status} ${JSON.stringify(created.body)}`);
  const cartId = created.body.cart_id as string;
  const added = await api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: product.public_sku, quantity } });
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
  return { cartId, sku: product.public_sku, priceCents: product.price_cents };
}

/** Closes every open cart (the 10-carts limit never gets in a test's way). */
export function closeOpenCarts(api: TestApi): void {
  api.db.prepare(`UPDATE carts SET status = 'DELETED' WHERE status = 'OPEN'`).run();
}

import { demoCheckoutBody } from '../../local-api/seed/demo-checkout';
export { demoCheckoutBody as checkoutBody };
/**
 * What a checkout of a cart that needs neither shipping nor pickup (seats, vending, digital items) sends instead of the
 * demo body's delivery and cash on delivery (nothing is delivered to pay on): a bank deposit.
 */
export const NO_DELIVERY = { delivery_option_id: null, shipping_address_id: null, pickup_contact: null, payment_method: 'BANK_DEPOSIT' } as const;

export const newCard = (number: string, overrides: Partial<NonNullable<CheckoutRequest['new_card']>> = {}) => ({
  number,
  expiration_month: 12,
  expiration_year: 2030,
  cvv: '123',
  tokenize: false,
  ...overrides,
});

let keys = 0;
/** A fresh idempotency key. */
export const freshKey = () => `test-key-${Date.now()}-${++keys}`;

export function placeOrder(api: TestApi, token: string, cartId: string, body: CheckoutRequest, key: string | null = freshKey()): Promise<Answer> {
  return api.call('PUT', `/checkout/${cartId}/order`, { token, body, headers: key === null ? {} : { 'Idempotency-Key': key } });
}

export { findProduct };

/**
 * Two shoppers race for the last unit of a product, both paying with the slow test bank (4000…0077, about 3 s):
 * what each got, how long the race took, and the stock left. Its lower bound on time is a unit test
 * (checkout-cards.test.ts), its upper bound a timing property (tests/timing/slow-bank.test.ts).
 */
export async function slowBankRace(api: TestApi, first: string, second: string): Promise<{ took: number; answers: [Answer, Answer]; stockLeft: number }> {
  const mine = await cartWith(api, first, DEAR);
  const theirs = await cartWith(api, second, DEAR);
  api.db.prepare('UPDATE products SET stock_quantity = 1 WHERE public_sku = ?').run(mine.sku);
  const pay = (cartId: string) =>
    demoCheckoutBody(cartId, { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-10', payment_method: 'CARD', new_card: newCard('4000000000000077') });
  const started = Date.now();
  const answers = await Promise.all([placeOrder(api, first, mine.cartId, pay(mine.cartId)), placeOrder(api, second, theirs.cartId, pay(theirs.cartId))]);
  const took = Date.now() - started;
  const { stock_quantity: stockLeft } = api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(mine.sku) as { stock_quantity: number };
  return { took, answers, stockLeft };
}
