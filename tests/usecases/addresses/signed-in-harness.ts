import { MemoryStorage } from '../../../src';
import { makeClient } from '../../mocks/client';
import { addressesBackend } from '../../mocks/handlers/addresses';
import { cartBackend } from '../../mocks/handlers/cart';
import { paymentsBackend } from '../../mocks/handlers/payments';
import { pointsBackend } from '../../mocks/handlers/points';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server } from '../../mocks/server';

type Backends = {
  addresses?: ReturnType<typeof addressesBackend>;
  payments?: ReturnType<typeof paymentsBackend>;
  points?: ReturnType<typeof pointsBackend>;
};

/**
 * A client signed in as user-1 (user-token-1, cart-2) against the session,
 * cart, addresses, payments and points stand-ins; the request log and the
 * reported errors start empty.
 */
export async function signedInClient(backends: Backends = {}) {
  const session = sessionBackend();
  const carts = cartBackend();
  const addresses = backends.addresses ?? addressesBackend();
  const payments = backends.payments ?? paymentsBackend();
  const points = backends.points ?? pointsBackend();
  server.use(...session.handlers, ...carts.handlers, ...addresses.handlers, ...payments.handlers, ...points.handlers);
  const storage = new MemoryStorage();
  const harness = makeClient({ storage });
  await harness.client.start();
  await harness.client.session.login(CREDENTIALS);
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, session, carts, addresses, payments, points };
}

/** A started anonymous client (anon-1) against the same stand-ins. */
export async function anonymousShopper() {
  const session = sessionBackend();
  const carts = cartBackend();
  server.use(...session.handlers, ...carts.handlers, ...addressesBackend().handlers, ...paymentsBackend().handlers, ...pointsBackend().handlers);
  const harness = makeClient({ storage: new MemoryStorage() });
  await harness.client.start();
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

/** The JSON body of a logged request. */
export async function bodyOf(entry: { request: Request }): Promise<unknown> {
  return entry.request.clone().json();
}
