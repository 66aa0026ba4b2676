import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient } from '../../mocks/client';
import { user } from '../../mocks/fixtures';
import { addressesBackend } from '../../mocks/handlers/addresses';
import { cartBackend } from '../../mocks/handlers/cart';
import { paymentsBackend } from '../../mocks/handlers/payments';
import { pickupWorkerBackend } from '../../mocks/handlers/pickup-worker';
import { pointsBackend } from '../../mocks/handlers/points';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw } from '../../mocks/server';
import { bodyOf } from '../addresses/signed-in-harness';

setupMsw();

const NOT_A_WORKER = 'Solo el personal de los puntos de recogida puede hacer esto.';

/** A client signed in as a user who is (or is not) pickup staff, against the worker stand-in. */
async function signedIn(options: { worker: boolean } = { worker: true }) {
  const session = sessionBackend({ user: user({ is_pickup_location_worker: options.worker }) });
  const backend = pickupWorkerBackend();
  server.use(...session.handlers, ...cartBackend().handlers, ...addressesBackend().handlers, ...paymentsBackend().handlers, ...pointsBackend().handlers, ...backend.handlers);
  const harness = makeClient({ storage: new MemoryStorage() });
  await harness.client.start();
  if (options.worker !== undefined) await harness.client.session.login(CREDENTIALS);
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, session, backend };
}

async function anonymous() {
  const session = sessionBackend();
  server.use(...session.handlers, ...cartBackend().handlers, ...pickupWorkerBackend().handlers);
  const harness = makeClient({ storage: new MemoryStorage() });
  await harness.client.start();
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

describe('tienda.pickupWorker: who may call', () => {
  it('refuses an anonymous shopper with onlyAnonymousTokenFound on every call, without a request', async () => {
    const { client, errors } = await anonymous();
    const calls = [
      client.pickupWorker.ordersToReceive(),
      client.pickupWorker.ordersToDeliver(),
      client.pickupWorker.setReceived('100001', 'gt-zona-10'),
      client.pickupWorker.setPickedUp('100002', 'gt-zona-10', '246810'),
      client.pickupWorker.addLocation('gt-bodega-zona-12'),
    ];
    const failures = await Promise.all(calls.map((call) => failureOf(call)));
    expect(failures.map((failure) => failure.cause)).toEqual(Array(5).fill('onlyAnonymousTokenFound'));
    expect(requests.describe()).toBe('(none)');
    expect(errors.map((error) => error.cause)).toEqual(Array(5).fill('onlyAnonymousTokenFound'));
  });

  it('refuses a signed-in user who is not pickup staff with NOT_ALLOWED and the Spanish sentence, without a request', async () => {
    const { client, errors } = await signedIn({ worker: false });
    expect(client.user.store.user?.is_pickup_location_worker).toBe(false);
    const calls = [
      client.pickupWorker.ordersToReceive(),
      client.pickupWorker.ordersToDeliver(),
      client.pickupWorker.setReceived('100001', 'gt-zona-10'),
      client.pickupWorker.setPickedUp('100002', 'gt-zona-10', '246810'),
      client.pickupWorker.addLocation('gt-bodega-zona-12'),
    ];
    const failures = await Promise.all(calls.map((call) => failureOf(call)));
    expect(failures.map((failure) => [failure.cause, failure.userMessage])).toEqual(Array(5).fill(['NOT_ALLOWED', NOT_A_WORKER]));
    expect(requests.describe()).toBe('(none)');
    expect(errors).toHaveLength(5);
    expect(client.pickupWorker.store.getSnapshot()).toMatchObject({ toReceive: null, toDeliver: null });
  });
});

describe('tienda.pickupWorker: the lists', () => {
  it('loads the orders to receive per location with GET /pickup_locations/orders_to_receive, into the store', async () => {
    const { client } = await signedIn();
    const locations = await client.pickupWorker.ordersToReceive();
    expect(requests.describe()).toBe('GET /pickup_locations/orders_to_receive');
    expect(locations.map((location) => [location.public_id, location.location_name, location.orders.map((order) => order.order_number)])).toEqual([
      ['gt-zona-10', 'Tienda Zona Viva', ['100001']],
      ['gt-bodega-zona-12', 'Bodega zona 12', ['100003']],
    ]);
    expect(locations[1]!.orders[0]).toMatchObject({ amount_to_collect: 420.5, customer_name: 'Lucía Pérez', quantity_total: 2, received_date: null });
    expect(locations[0]!.location?.location_address).toBe('4a avenida 12-59, zona 10');
    expect(client.pickupWorker.store.getSnapshot()).toMatchObject({ status: 'ready', toReceive: locations, toDeliver: null });
  });

  it('loads the orders to deliver with GET /pickup_locations/orders_to_deliver, dates without a bracketed zone', async () => {
    const { client } = await signedIn();
    const locations = await client.pickupWorker.ordersToDeliver();
    expect(requests.describe()).toBe('GET /pickup_locations/orders_to_deliver');
    expect(locations[0]!.orders.map((order) => [order.order_number, order.status, order.received_date])).toEqual([
      ['100002', 'ReadyForPickup', '2026-01-12T18:00:00.000Z'],
    ]);
    expect(client.pickupWorker.store.getSnapshot().toDeliver).toEqual(locations);
  });

  it('moves a received order from "to receive" to "to deliver" in the store after POST /pickup_locations/set_received', async () => {
    const { client } = await signedIn();
    await client.pickupWorker.ordersToReceive();
    await client.pickupWorker.ordersToDeliver();
    requests.clear();
    await expect(client.pickupWorker.setReceived('100001', 'gt-zona-10')).resolves.toBeUndefined();
    expect(await bodyOf(requests.single('POST', '/pickup_locations/set_received'))).toEqual({ order_number: '100001', location_public_id: 'gt-zona-10' });
    expect(requests.total).toBe(1);
    const { toReceive, toDeliver } = client.pickupWorker.store.getSnapshot();
    expect(toReceive!.map((location) => location.orders.map((order) => order.order_number))).toEqual([[], ['100003']]);
    expect(toDeliver![0]!.orders.map((order) => [order.order_number, order.status, order.received_date])).toEqual([
      ['100002', 'ReadyForPickup', '2026-01-12T18:00:00.000Z'],
      ['100001', 'ReadyForPickup', '2026-01-14T10:00:00.000Z'],
    ]);
  });

  it('removes a handed-over order from the store after POST /pickup_locations/set_picked_up with the PIN', async () => {
    const { client } = await signedIn();
    await client.pickupWorker.ordersToDeliver();
    requests.clear();
    await client.pickupWorker.setPickedUp('100002', 'gt-zona-10', ' 246 810 ');
    expect(await bodyOf(requests.single('POST', '/pickup_locations/set_picked_up'))).toEqual({ order_number: '100002', location_public_id: 'gt-zona-10', pin: '246810' });
    expect(client.pickupWorker.store.getSnapshot().toDeliver!.map((location) => location.orders.length)).toEqual([0, 0]);
  });

  it("rejects a wrong PIN with the API's NOT_ALLOWED and its sentence, and keeps the order in the store", async () => {
    const { client, errors } = await signedIn();
    await client.pickupWorker.ordersToDeliver();
    requests.clear();
    const failure = await failureOf(client.pickupWorker.setPickedUp('100002', 'gt-zona-10', '111111'));
    expect([failure.cause, failure.userMessage]).toEqual([
      'NOT_ALLOWED',
      'El PIN no coincide con el del pedido 100002. Pídele al cliente el PIN de 6 dígitos de su pedido (te quedan 4 intentos).',
    ]);
    expect(requests.total).toBe(1);
    expect(errors.map((error) => error.cause)).toEqual(['NOT_ALLOWED']);
    expect(client.pickupWorker.store.getSnapshot().toDeliver![0]!.orders.map((order) => order.order_number)).toEqual(['100002']);
  });

  it("loads the user first (GET /user/) when a signed-in session's user is not in the store yet, then gates on it", async () => {
    const { client } = await signedIn();
    client.user.store.clear();
    await client.pickupWorker.ordersToReceive();
    expect(requests.describe()).toBe('GET /user/, GET /pickup_locations/orders_to_receive');
  });

  it('empties the store when the session changes (logout)', async () => {
    const { client } = await signedIn();
    await client.pickupWorker.ordersToReceive();
    await client.session.logout();
    expect(client.pickupWorker.store.getSnapshot()).toMatchObject({ status: 'idle', toReceive: null, toDeliver: null });
  });
});

describe('tienda.pickupWorker: input refused before any call', () => {
  it.each([
    ['', 'Escribe el PIN de recogida que te da el cliente.'],
    ['   ', 'Escribe el PIN de recogida que te da el cliente.'],
    ['123', 'El PIN de recogida tiene de 4 a 8 dígitos, sin letras ni otros signos.'],
    ['123456789', 'El PIN de recogida tiene de 4 a 8 dígitos, sin letras ni otros signos.'],
    ['12a456', 'El PIN de recogida tiene de 4 a 8 dígitos, sin letras ni otros signos.'],
  ])('refuses the PIN %j with NOT_ALLOWED on the field pin', async (pin, message) => {
    const { client } = await signedIn();
    const failure = await failureOf(client.pickupWorker.setPickedUp('100002', 'gt-zona-10', pin));
    expect([failure.cause, failure.userMessage, failure.details]).toEqual(['NOT_ALLOWED', message, { field: 'pin' }]);
    expect(requests.total).toBe(0);
  });

  it('refuses an order number that is not digits, and a blank location, without a call', async () => {
    const { client } = await signedIn();
    const number = await failureOf(client.pickupWorker.setReceived('A-1', 'gt-zona-10'));
    expect([number.cause, number.userMessage, number.details]).toEqual(['NOT_ALLOWED', 'El número de pedido solo tiene dígitos.', { field: 'order_number' }]);
    const location = await failureOf(client.pickupWorker.setReceived('100001', ' '));
    expect([location.userMessage, location.details]).toEqual(['Indica el punto de recogida.', { field: 'location_public_id' }]);
    const add = await failureOf(client.pickupWorker.addLocation(''));
    expect(add.details).toEqual({ field: 'public_id' });
    expect(requests.total).toBe(0);
  });

  it('adds a restricted location with POST /pickup_locations/add_location and answers it as a pickup option', async () => {
    const { client } = await signedIn();
    const option = await client.pickupWorker.addLocation(' gt-bodega-zona-12 ');
    expect(await bodyOf(requests.single('POST', '/pickup_locations/add_location'))).toEqual({ public_id: 'gt-bodega-zona-12' });
    expect([option.public_id, option.location_name, option.is_restricted]).toEqual(['gt-bodega-zona-12', 'Bodega zona 12', true]);
  });
});
