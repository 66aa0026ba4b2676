import { MemoryStorage } from '../../../src';
import { makeClient } from '../../mocks/client';
import { accountBackend } from '../../mocks/handlers/account';
import { cartBackend } from '../../mocks/handlers/cart';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server } from '../../mocks/server';

/** A started anonymous client (anon-1, cart-1) against the session, cart and account stand-ins; the log starts empty. */
export async function startedClient(options: Parameters<typeof accountBackend>[1] = {}) {
  const session = sessionBackend();
  const carts = cartBackend();
  const account = accountBackend(session, options);
  server.use(...session.handlers, ...carts.handlers, ...account.handlers);
  const storage = new MemoryStorage();
  const harness = makeClient({ storage });
  await harness.client.start();
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, session, carts, account };
}

export const NEW_SHOPPER = { email: 'lucia@example.com', password: 'Quetzal2026', first_name: 'Lucía', last_name: 'Pérez' } as const;
