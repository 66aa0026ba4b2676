import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src';
import { CheckoutStore } from '../../../src/usecases/checkout/checkout.store';
import { OrdersStore } from '../../../src/usecases/orders/orders.store';
import { makeClient } from '../../mocks/client';
import { requests, setupMsw } from '../../mocks/server';
import type { CheckoutUseCases } from '../../../src/composition/checkout/checkout.on-demand';
import { STORE_READY, type OnDemand } from '../../../src/composition/on-demand';
import { CreateOrderUseCase } from '../../../src/usecases/checkout/create-order.use-case';

setupMsw();

describe('tienda.checkout and tienda.orders', () => {
  it('have exactly these members, each a function but the stores, and creating them calls nothing', async () => {
    const { client } = makeClient();
    expect(Object.keys(client.checkout).sort()).toEqual([
      'createOrder',
      'edit',
      'loadDeliveryOptions',
      'loadInstallmentOptions',
      'loadPaymentOptions',
      'loadPickupOptions',
      'start',
      'store',
    ]);
    expect(Object.keys(client.orders).sort()).toEqual([
      'acceptShipInStock',
      'bankAccountTypes',
      'bankSlip',
      'cancel',
      'get',
      'invoice',
      'invoiceUrl',
      'list',
      'removeOutOfStock',
      'shipInStock',
      'store',
      'uploadBankSlip',
      'verifyAuthorizationNumber',
    ]);
    for (const namespace of [client.checkout, client.orders] as object[]) {
      for (const [name, member] of Object.entries(namespace)) if (name !== 'store' && name !== 'bankAccountTypes') expect(typeof member, name).toBe('function');
    }
    // The stores read empty until their code loads (on the feature's first call), then are the real ones.
    expect(client.checkout.store.getSnapshot()).toMatchObject({ status: 'idle', checkout: null });
    expect(client.orders.store.getSnapshot()).toMatchObject({ status: 'idle', orders: [] });
    expect(await (client.checkout.store as unknown as Record<symbol, Promise<unknown>>)[STORE_READY]).toBeInstanceOf(CheckoutStore);
    expect(await (client.orders.store as unknown as Record<symbol, Promise<unknown>>)[STORE_READY]).toBeInstanceOf(OrdersStore);
    expect(requests.total).toBe(0);
  });

  it('orders.store is the orders feature’s OrdersStore (the one logout clears), and each token resolves once', async () => {
    const { client, root } = makeClient();
    expect(client.orders.store).toBe(root.get(TOKENS.OrdersStore));
    expect(root.get(TOKENS.CheckoutStore)).toBe(client.checkout.store);
    expect(root.get(TOKENS.Checkout)).toBe(root.get(TOKENS.Checkout));
    const useCases = await root.get<OnDemand<CheckoutUseCases>>(TOKENS.Checkout)();
    expect(useCases.createOrder).toBeInstanceOf(CreateOrderUseCase);
    expect(await root.get<OnDemand<CheckoutUseCases>>(TOKENS.Checkout)()).toBe(useCases);
  });
});
