import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TOKENS } from '../../../src';
import type { AddressesStore } from '../../../src/usecases/addresses/addresses.store';
import type { CardsStore } from '../../../src/usecases/cards/cards.store';
import type { CartStore } from '../../../src/usecases/cart/cart.store';
import type { OrdersStore } from '../../../src/usecases/orders/orders.store';
import { STORAGE_KEYS } from '../../../src/usecases/shared/storage-keys';
import { failureOf, readStored } from '../../mocks/client';
import { apiError, sessionToken } from '../../mocks/fixtures';
import { CREDENTIALS } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { startedClient } from './account-harness';
import { STORE_READY } from '../../../src/composition/on-demand';

setupMsw();

const realStore = <T>(store: unknown): Promise<T> => (store as Record<symbol, Promise<T>>)[STORE_READY]!;

/** A signed-in client whose addresses, cards and orders stores hold something, with every step of interest recorded in `steps`. */
async function signedInWithData() {
  const harness = await startedClient();
  await harness.client.session.login(CREDENTIALS);
  const { root, storage } = harness;
  // Their classes load on demand: the real stores, once loaded (what the use cases get too).
  const addresses = await realStore<AddressesStore>(root.get(TOKENS.AddressesStore));
  const cards = await realStore<CardsStore>(root.get(TOKENS.CardsStore));
  const orders = await realStore<OrdersStore>(root.get(TOKENS.OrdersStore));
  const cartStore = root.get<CartStore>(TOKENS.CartStore);
  // What checkout will fill: set through the protected setState, as those features will.
  (addresses as unknown as { setState(p: object): void }).setState({ addresses: [{ id: 1 }], pickupOptions: [{ id: 2 }] });
  (cards as unknown as { setState(p: object): void }).setState({ cards: [{ id: 3 }], temporaryCard: { number: '4111' } });
  (orders as unknown as { setState(p: object): void }).setState({ orders: [{ id: 4 }] });
  const steps: string[] = [];
  const onRequest = ({ request }: { request: Request }) => steps.push(`${request.method} ${new URL(request.url).pathname.replace('/api/public', '')}`);
  server.events.on('request:start', onRequest);
  onTestFinished(() => server.events.removeListener('request:start', onRequest));
  vi.spyOn(addresses, 'clearAddresses').mockImplementation(function (this: AddressesStore) {
    steps.push('clear addresses');
    (this as unknown as { setState(p: object): void }).setState({ addresses: [] });
  });
  vi.spyOn(addresses, 'clearPickupOptions').mockImplementation(function (this: AddressesStore) {
    steps.push('clear pickup options');
    (this as unknown as { setState(p: object): void }).setState({ pickupOptions: [] });
  });
  vi.spyOn(cards, 'clearCards').mockImplementation(function (this: CardsStore) {
    steps.push('clear cards');
    (this as unknown as { setState(p: object): void }).setState({ cards: [] });
  });
  vi.spyOn(orders, 'clear').mockImplementation(function (this: OrdersStore) {
    steps.push('clear orders');
    (this as unknown as { setState(p: object): void }).setState({ orders: [] });
  });
  const removeItem = storage.removeItem.bind(storage);
  vi.spyOn(storage, 'removeItem').mockImplementation((key: string) => {
    if (key === STORAGE_KEYS.cart) steps.push('remove stored cart id');
    return removeItem(key);
  });
  const setItem = storage.setItem.bind(storage);
  vi.spyOn(storage, 'setItem').mockImplementation((key: string, value: string) => {
    if (key === STORAGE_KEYS.cart) steps.push(`store cart id ${JSON.parse(value).cartId}`);
    return setItem(key, value);
  });
  const clear = cartStore.clear.bind(cartStore);
  vi.spyOn(cartStore, 'clear').mockImplementation(() => {
    steps.push('reset cart');
    clear();
  });
  const setCart = cartStore.setCart.bind(cartStore);
  vi.spyOn(cartStore, 'setCart').mockImplementation((cart) => {
    steps.push(`current cart ${cart.cart_id}`);
    setCart(cart);
  });
  server.use(http.delete(url('/user/'), () => HttpResponse.json(sessionToken('anon-after-delete'))));
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, steps, addresses, cards, orders };
}

describe('DeleteAccountUseCase', () => {
  it('runs the steps of spec section 4 in exactly this order, then reports success', async () => {
    const { client, steps, errors } = await signedInWithData();
    const result = client.account.deleteAccount().then((value) => {
      steps.push('success');
      return value;
    });
    await expect(result).resolves.toBe(true);
    expect(steps).toEqual([
      // 1. delete the user on the server, adopting the anonymous session it answers (becoming anonymous clears these)
      'DELETE /user/',
      'clear cards',
      'clear addresses',
      'clear pickup options',
      // 2. clear stored addresses, pickup options, cards and orders
      'clear addresses',
      'clear pickup options',
      'clear cards',
      'clear orders',
      // 3. remove the stored cart id
      'remove stored cart id',
      // 4. reset the cart, create a new one, store its id and set it as current
      'reset cart',
      'remove stored cart id',
      'POST /cart',
      'store cart id cart-3',
      'current cart cart-3',
      // 5. report success
      'success',
    ]);
    expect(errors).toEqual([]);
  });

  it('ends anonymous, with the new session, no user, nothing stored of the account and a new cart', async () => {
    const { client, storage, addresses, cards, orders } = await signedInWithData();
    await client.account.deleteAccount();
    expect(requests.single('DELETE', '/user/').headers.get('Session')).toBe('user-token-1');
    expect(requests.single('POST', '/cart').headers.get('Session')).toBe('anon-after-delete');
    expect(client.session.store.getSnapshot()).toMatchObject({ authState: 'authenticatedAnonymously', session: { token: 'anon-after-delete', isUser: false } });
    expect(client.user.store.user).toBeNull();
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-after-delete', isUser: false });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-3', owner: 'anonymous' });
    expect(addresses.getSnapshot()).toMatchObject({ addresses: [], pickupOptions: [] });
    expect(cards.getSnapshot()).toMatchObject({ cards: [], temporaryCard: null });
    expect(orders.getSnapshot().orders).toEqual([]);
  });

  it('reports a server failure to the error handler and changes nothing after it', async () => {
    const { client, steps, errors, storage } = await signedInWithData();
    server.use(http.delete(url('/user/'), () => HttpResponse.json(apiError('apiCallFailed', 'Algo falló.'), { status: 500 })));
    const error = await failureOf(client.account.deleteAccount());
    expect(error.cause).toBe('apiCallFailed');
    expect(errors).toEqual([error]);
    expect(steps).toEqual(['DELETE /user/']);
    expect(client.session.store.getSnapshot().session).toEqual({ token: 'user-token-1', isUser: true });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-2', owner: 'user-1' });
  });

  it('reports a failure to create the new cart to the error handler', async () => {
    const { client, errors } = await signedInWithData();
    server.use(http.post(url('/cart'), () => HttpResponse.json(apiError('apiCallFailed'), { status: 500 })));
    const error = await failureOf(client.account.deleteAccount());
    expect(error.cause).toBe('apiCallFailed');
    expect(errors.map((e) => e.cause)).toContain('apiCallFailed');
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
  });

  it('with only an anonymous session fails with onlyAnonymousTokenFound before any request', async () => {
    const { client, errors } = await startedClient();
    const error = await failureOf(client.account.deleteAccount());
    expect(error.cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
    expect(errors.map((e) => e.cause)).toEqual(['onlyAnonymousTokenFound']);
  });
});

describe('signing out clears exactly what spec section 4 lists', () => {
  it('logout clears addresses, pickup options, cards and orders, then the cart, then creates a new cart', async () => {
    const { client, steps, cards } = await signedInWithData();
    await client.session.logout();
    expect(steps).toEqual([
      'POST /logout/',
      // adopting the anonymous session: becoming anonymous again
      'clear cards',
      'clear addresses',
      'clear pickup options',
      // the logout's own list
      'clear addresses',
      'clear pickup options',
      'clear cards',
      'clear orders',
      'reset cart',
      'remove stored cart id',
      'POST /cart',
      'store cart id cart-3',
      'current cart cart-3',
    ]);
    expect(cards.getSnapshot().temporaryCard).toBeNull();
  });

  it('becoming anonymous again (a rejected user session) clears cards, addresses, pickup options and the temporary card, but not orders', async () => {
    const { client, root, cards, orders, addresses } = await signedInWithData();
    const sessions = root.get<{ replaceRejected(token: string): Promise<string> }>(TOKENS.SessionService);
    await sessions.replaceRejected('user-token-1');
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    expect(client.user.store.user).toBeNull();
    expect(cards.getSnapshot()).toMatchObject({ cards: [], temporaryCard: null });
    expect(addresses.getSnapshot()).toMatchObject({ addresses: [], pickupOptions: [] });
    expect(orders.getSnapshot().orders).toEqual([{ id: 4 }]);
  });
});
