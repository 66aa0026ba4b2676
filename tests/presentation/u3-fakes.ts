import type { vi } from 'vitest';
import type { TiendaClient } from '../../src/index';
import { fakeClient } from './fake-client';

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? ReturnType<typeof vi.fn<(...args: A) => R>> : T[K] };

/**
 * fakeClient() with a signed-in (Ana) or anonymous session, and its `wishlists` and `product` namespaces typed as
 * the mocks they are.
 */
export function u3Client({ signedIn = true }: { signedIn?: boolean } = {}) {
  const made = fakeClient();
  if (signedIn) {
    made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  } else {
    made.stores.session.setSession({ token: 'a'.repeat(64), isUser: false });
  }
  const client = made.client as TiendaClient;
  return {
    ...made,
    client,
    wishlists: client.wishlists as unknown as Mocked<TiendaClient['wishlists']>,
    productApi: client.product as unknown as Mocked<TiendaClient['product']>,
  };
}
