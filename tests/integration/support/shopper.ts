import { DEMO_ACCOUNTS } from '../../../local-api/seed/demo-accounts';
import type { KeyValueStorage, ProductSummary, UseCaseError } from '../../../src';
import type { LocalApiDatabase } from '../../../local-api/kit';
import { clientFor, type RunningApi } from './local-api';

/** Shared by the checkout integration tests: a signed-in shopper with a product in the cart, stock reads and delivery home. */

export type Client = ReturnType<typeof clientFor>['client'];

/** A simple product in stock, Q50 to Q1,500 (the default) … */
export const EVERYDAY = `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 20 AND price_cents BETWEEN 5000 AND 150000`;
/** … or over Q1,500 (for installments, from Q1,000). */
export const DEAR = `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 AND price_cents BETWEEN 150001 AND 400000`;

/** A signed-in client (ana) with `quantity` of the `offset`-th product `where` names, read through the library's own product call. */
export async function shopperWith(
  api: RunningApi,
  options: { quantity?: number; offset?: number; storage?: KeyValueStorage; where?: string } = {},
) {
  const { quantity = 1, offset = 0, storage, where = EVERYDAY } = options;
  const ana = DEMO_ACCOUNTS[0]!;
  const harness = clientFor(api, storage ? { storage } : {});
  const { client } = harness;
  const reported: UseCaseError[] = [];
  client.errors$.subscribe((error) => reported.push(error));
  await client.start();
  await client.session.login({ email: ana.email, password: ana.password });
  const row = api.db.prepare(`SELECT public_sku FROM products WHERE ${where} ORDER BY id LIMIT 1 OFFSET ?`).get(offset) as { public_sku: string };
  const product: ProductSummary = (await client.catalog.loadProductPage({ id: row.public_sku })).product;
  await client.cart.add({ product, quantity });
  return { ...harness, reported, product };
}

export const stockOf = (api: { db: LocalApiDatabase }, sku: string) =>
  (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;

/** Delivery to ana's saved address, with a contact phone (the section 5 rule for a delivery). */
export async function deliverHome(client: Client) {
  await client.checkout.start();
  const options = await client.checkout.loadDeliveryOptions('demo-ana-casa');
  const standard = options.find((option) => !option.is_disabled && !option.is_express) ?? options[0]!;
  await client.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
  await client.checkout.edit({ kind: 'deliveryOption', id: standard.id! });
  await client.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  return standard;
}
