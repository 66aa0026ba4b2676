import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import type { UseCaseError } from '../../src';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';
import { shopperWith, type Client } from './support/shopper';

/**
 * A pickup order from checkout to the buyer's hands, headlessly, through the library against the real local API
 * (port 0, a fresh temporary database): ana buys for pickup at Zona Viva paying there, the order moves along its
 * lifecycle with the development control, carlos (pickup staff there) receives it, refuses a wrong PIN and hands
 * it over with the order's PIN, and ana reads it Delivered and paid.
 */
let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

const CARLOS = DEMO_ACCOUNTS.find((account) => account.email === 'carlos@tienda.test')!;
const LOCATION = 'gt-zona-10';

async function signedIn(email: string, password: string) {
  const harness = clientFor(api);
  const reported: UseCaseError[] = [];
  harness.client.errors$.subscribe((error) => reported.push(error));
  await harness.client.start();
  await harness.client.session.login({ email, password });
  return { ...harness, reported };
}

/** POST /dev/orders/{n}/advance: the order's next lifecycle step. */
async function advance(orderNumber: string): Promise<string> {
  const response = await fetch(`${api.url}/dev/orders/${orderNumber}/advance`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { step: string }).step;
}

const numbersAt = (locations: { public_id: string; orders: { order_number: string }[] }[] | null, publicId: string) =>
  (locations ?? []).find((location) => location.public_id === publicId)?.orders.map((order) => order.order_number) ?? [];

/** The requests a client's ApiClient logged (it logs `METHOD /path` at debug for each). */
const requestsLogged = (logs: { level: string; message: string }[], line: string) => logs.filter((log) => log.level === 'debug' && log.message === line).length;

describe('a pickup order handed over by the pickup worker', () => {
  let shopper: Awaited<ReturnType<typeof shopperWith>>;
  let orderNumber: string;
  let pin: string;

  it('ana buys for pickup at Zona Viva, paying there, and the order advances until it is packed', async () => {
    shopper = await shopperWith(api, { offset: 3 });
    const { client } = shopper;
    await client.checkout.start();
    const points = await client.checkout.loadPickupOptions();
    const zonaViva = points.find((point) => point.public_id === LOCATION)!;
    await client.checkout.edit({ kind: 'pickupOption', id: zonaViva.id });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
    const result = await client.checkout.createOrder();
    expect(result.status).toBe('placed');
    orderNumber = (result as { orderNumber: string }).orderNumber;
    const steps: string[] = [];
    for (let i = 0; i < 6 && steps.at(-1) !== 'Packed'; i++) steps.push(await advance(orderNumber));
    expect(steps).toEqual(['Picking', 'Packing', 'Packed']);
    const order = await client.orders.get(orderNumber);
    expect(order.pickup_option?.public_id).toBe(LOCATION);
    expect(order.pin).toMatch(/^[0-9]{6}$/);
    pin = order.pin!;
    expect(shopper.reported).toEqual([]);
  });

  it('refuses ana, who is not pickup staff, without a request', async () => {
    const { client, logs } = shopper;
    const failure = (await client.pickupWorker.ordersToReceive().catch((error: UseCaseError) => error)) as UseCaseError;
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'Solo el personal de los puntos de recogida puede hacer esto.']);
    expect(requestsLogged(logs, 'GET /pickup_locations/orders_to_receive')).toBe(0);
    // Reported like any refusal, then forgotten so the rest of the flow starts clean.
    expect(shopper.reported.map((error) => error.cause)).toEqual(['NOT_ALLOWED']);
    shopper.reported.length = 0;
  });

  let carlos: Awaited<ReturnType<typeof signedIn>>;
  let worker: Client;

  it('carlos sees it among the orders to receive at Zona Viva, receives it, and then has it to deliver', async () => {
    carlos = await signedIn(CARLOS.email, CARLOS.password);
    worker = carlos.client;
    expect(worker.user.store.user?.is_pickup_location_worker).toBe(true);
    const toReceive = await worker.pickupWorker.ordersToReceive();
    expect(toReceive.map((location) => location.public_id)).toEqual(expect.arrayContaining([LOCATION, 'gt-bodega-zona-12']));
    expect(numbersAt(toReceive, LOCATION)).toContain(orderNumber);
    const mine = toReceive.find((location) => location.public_id === LOCATION)!.orders.find((order) => order.order_number === orderNumber)!;
    expect(mine).toMatchObject({ customer_name: expect.stringContaining('Ana'), quantity_total: 1, received_date: null });
    expect(mine.amount_to_collect).toBeGreaterThan(0);
    await worker.pickupWorker.ordersToDeliver();
    expect(numbersAt(worker.pickupWorker.store.getSnapshot().toDeliver, LOCATION)).not.toContain(orderNumber);

    await worker.pickupWorker.setReceived(orderNumber, LOCATION);
    const state = worker.pickupWorker.store.getSnapshot();
    expect(numbersAt(state.toReceive, LOCATION)).not.toContain(orderNumber);
    expect(numbersAt(state.toDeliver, LOCATION)).toContain(orderNumber);
    // The server agrees with the store.
    const fresh = await worker.pickupWorker.ordersToDeliver();
    expect(numbersAt(fresh, LOCATION)).toContain(orderNumber);
    expect((await shopper.client.orders.get(orderNumber)).step).toBe('ReadyForPickup');
  });

  it('refuses a malformed PIN without a request, and a wrong PIN with the API\'s NOT_ALLOWED and its sentence', async () => {
    const before = requestsLogged(carlos.logs, 'POST /pickup_locations/set_picked_up');
    const malformed = (await worker.pickupWorker.setPickedUp(orderNumber, LOCATION, '12').catch((error: UseCaseError) => error)) as UseCaseError;
    expect([malformed.cause, malformed.details]).toEqual(['NOT_ALLOWED', { field: 'pin' }]);
    expect(requestsLogged(carlos.logs, 'POST /pickup_locations/set_picked_up')).toBe(before);

    const wrongPin = pin === '000000' ? '111111' : '000000';
    const wrong = (await worker.pickupWorker.setPickedUp(orderNumber, LOCATION, wrongPin).catch((error: UseCaseError) => error)) as UseCaseError;
    expect([wrong.cause, wrong.status, wrong.userMessage]).toEqual([
      'NOT_ALLOWED',
      400,
      `El PIN no coincide con el del pedido ${orderNumber}. Pídele al cliente el PIN de 6 dígitos de su pedido (te quedan 4 intentos).`,
    ]);
    expect(requestsLogged(carlos.logs, 'POST /pickup_locations/set_picked_up')).toBe(before + 1);
    expect(numbersAt(worker.pickupWorker.store.getSnapshot().toDeliver, LOCATION)).toContain(orderNumber);
    expect((await shopper.client.orders.get(orderNumber)).step).toBe('ReadyForPickup');
  });

  it("hands it over with the order's PIN: it leaves the worker's lists and ana reads it Delivered and paid", async () => {
    await worker.pickupWorker.setPickedUp(orderNumber, LOCATION, pin);
    expect(numbersAt(worker.pickupWorker.store.getSnapshot().toDeliver, LOCATION)).not.toContain(orderNumber);
    expect(numbersAt(await worker.pickupWorker.ordersToDeliver(), LOCATION)).not.toContain(orderNumber);
    expect(numbersAt(await worker.pickupWorker.ordersToReceive(), LOCATION)).not.toContain(orderNumber);
    const order = await shopper.client.orders.get(orderNumber);
    expect(order.step).toBe('Delivered');
    expect(order.totals.amount_unpaid).toBe(0);
    // Handing it over again is the API's refusal, with its sentence.
    const again = (await worker.pickupWorker.setPickedUp(orderNumber, LOCATION, pin).catch((error: UseCaseError) => error)) as UseCaseError;
    expect([again.cause, again.userMessage]).toEqual(['NOT_ALLOWED', `El pedido ${orderNumber} ya fue entregado.`]);
    expect(shopper.reported).toEqual([]);
  });
});
