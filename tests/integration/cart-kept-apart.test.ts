import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import type { ProductSummary, UseCaseError } from '../../src';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

/** Products of `type` as the library holds them (read through its own product page call). */
async function productsOf(client: ReturnType<typeof clientFor>['client'], type: string, count: number): Promise<ProductSummary[]> {
  const skus = api.db
    .prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = ? AND stock_status IN ('IN_STOCK','DOWNLOAD') AND stock_quantity >= 5 ORDER BY id LIMIT ?`)
    .all(type, count)
    .map((row) => (row as { public_sku: string }).public_sku);
  return Promise.all(skus.map(async (id) => (await client.catalog.loadProductPage({ id })).product));
}

describe('login with lines the account cart cannot hold, against the real local API', () => {
  it('keeps them in another cart, names them to the shopper, and opens that cart', async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const holder = clientFor(api).client;
    await holder.start();
    await holder.session.login({ email: account.email, password: account.password });
    const [physical] = await productsOf(holder, 'SIMPLE', 1);
    await holder.cart.add({ product: physical!, quantity: 1 });

    const { client } = clientFor(api);
    const reported: UseCaseError[] = [];
    client.errors$.subscribe((error) => reported.push(error));
    await client.start();
    const digital = await productsOf(client, 'DIGITAL', 2);
    for (const product of digital) await client.cart.add({ product, quantity: 2 });

    await client.session.login({ email: account.email, password: account.password });

    const state = client.cart.store.getSnapshot();
    expect(state.cart?.items.map((item) => item.product.public_sku)).toEqual([physical!.public_sku]);
    expect(state.otherCart?.keptApartAtLogin).toBe(true);
    expect(state.otherCart?.items.map((item) => [item.product.public_sku, item.quantity])).toEqual(digital.map((p) => [p.public_sku, 2]));
    expect(state.otherCart?.message).toBe(
      `Al ingresar, estos productos quedaron guardados en otro carrito, porque no se pueden combinar con los del carrito de tu cuenta: «${digital[0]!.title}» (×2) y «${digital[1]!.title}» (×2).`,
    );
    expect(reported.map((error) => error.cause)).toEqual(['NOT_ALLOWED']);

    const opened = await client.cart.open(state.otherCart!.cartId);
    expect(opened.items.map((item) => item.product.public_sku)).toEqual(digital.map((p) => p.public_sku));
    expect(client.cart.store.getSnapshot().otherCart?.items.map((item) => item.product.public_sku)).toEqual([physical!.public_sku]);
    // the switch is stored: fetching again answers the cart the shopper opened
    await client.cart.get({ refresh: true });
    expect(client.cart.store.getSnapshot().cart?.cart_id).toBe(opened.cart_id);
  });
});
