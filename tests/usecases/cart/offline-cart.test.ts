import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, type Connectivity, type ExclusiveLock, type KeyValueStorage, type StorageChanges } from '../../../src';
import { STORAGE_KEYS } from '../../../src/usecases/shared/storage-keys';
import { makeClient, storedCart, storedSession } from '../../mocks/client';
import { apiError, cart, cartItem } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { BOOK, cartWithSimpleLine, DIGITAL, SIMPLE, WIRE } from './cart-harness';

setupMsw();

const ITEM_POSTS = /^\/cart\/[^/]+\/item$/;

/** A connection the test turns on and off, as the browser's online/offline events would. */
function fakeConnectivity(initial = true) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  const port: Connectivity = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    port,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

/**
 * An anonymous shopper with cart-7 (one line of SIMPLE, quantity 2) loaded, the offline cart on, and a switch
 * that makes the API unreachable (every call a network failure, as with no connection).
 */
async function offlineClient(options: { storage?: MemoryStorage; load?: boolean; online?: boolean } = {}) {
  const session = sessionBackend();
  const carts = cartBackend({ products: Object.values(WIRE) });
  const net = { down: false };
  server.use(
    http.all(url('/*'), () => (net.down ? HttpResponse.error() : undefined)),
    ...session.handlers,
    ...carts.handlers,
  );
  const storage = options.storage ?? new MemoryStorage();
  const connectivity = fakeConnectivity(options.online ?? true);
  if (!options.storage) {
    await storedSession(storage, { token: 'anon-1', isUser: false });
    carts.seed(cartWithSimpleLine('cart-7'));
    await storedCart(storage, 'cart-7');
  }
  const harness = makeClient({ storage, offlineCart: { storage, connectivity: connectivity.port } });
  await harness.client.session.start();
  if (options.load !== false) await harness.client.cart.get();
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, carts, connectivity, net };
}

const lines = (state: { cart: { items: { item_id: string; quantity: number }[] } | null }) =>
  state.cart?.items.map((item) => [item.item_id, item.quantity]);

describe('the cart offline', () => {
  it('shows the shopper’s saved cart, marked offline, when the cart API cannot be reached', async () => {
    const first = await offlineClient();
    // A new page load (same browser storage), with the API out of reach.
    first.net.down = true;
    const { client } = makeClient({ storage: first.storage, offlineCart: { storage: first.storage, connectivity: fakeConnectivity(false).port } });
    const shown = await client.cart.get();
    expect(shown.cart_id).toBe('cart-7');
    const state = client.cart.store.getSnapshot();
    expect(lines(state)).toEqual([['item-SKU-SIMPLE', 2]]);
    expect(state).toMatchObject({ status: 'ready', offline: true, error: null, pending: [] });
    expect(requests.count('GET', '/cart/cart-7')).toBe(1);
  });

  it('never shows a saved cart to another shopper, and forgets it', async () => {
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'anon-1', isUser: false });
    await storedCart(storage, 'cart-7');
    await storage.setItem(
      STORAGE_KEYS.offlineCart,
      JSON.stringify({ owner: 'u-somebody-else', cart: { cart_id: 'cart-9', items: [] }, pending: [], refusals: [] }),
    );
    server.use(http.all(url('/*'), () => HttpResponse.error()));
    const { client } = makeClient({ storage, offlineCart: { storage, connectivity: fakeConnectivity(false).port } });
    await expect(client.cart.get()).rejects.toMatchObject({ cause: 'networkConnection' });
    expect(client.cart.store.getSnapshot()).toMatchObject({ cart: null, status: 'error', offline: false });
    expect(await storage.getItem(STORAGE_KEYS.offlineCart)).toBeNull();
  });

  it('queues an add and a quantity change made offline, without a call, and sends them in order once when the connection returns', async () => {
    const { client, connectivity, net, carts } = await offlineClient();
    connectivity.set(false);
    net.down = true;
    expect(client.cart.store.getSnapshot().offline).toBe(true);

    await client.cart.add({ product: BOOK, quantity: 1 });
    await client.cart.update({ itemId: 'item-SKU-SIMPLE', quantity: 3 });
    expect(requests.total).toBe(0);
    const queued = client.cart.store.getSnapshot();
    expect(queued.pending.map((change) => change.kind)).toEqual(['add', 'update']);
    expect(lines(queued)).toEqual([['item-SKU-SIMPLE', 2]]);

    net.down = false;
    connectivity.set(true);
    // A second reconnection signal while the first replay runs joins it: nothing is sent twice.
    connectivity.set(true);
    await client.cart.sendPending();

    expect(requests.describe()).toBe('GET /cart/cart-7, POST /cart/cart-7/item, PUT /cart/cart-7/item/item-SKU-SIMPLE');
    expect(await requests.single('POST', ITEM_POSTS).request.json()).toMatchObject({ product_public_sku: 'SKU-BOOK', quantity: 1 });
    const done = client.cart.store.getSnapshot();
    expect(done).toMatchObject({ offline: false, pending: [], refusals: [], error: null });
    expect(carts.carts.get('cart-7')?.items?.map((item) => [item.product.public_sku, item.quantity])).toEqual([
      ['SKU-SIMPLE', 3],
      ['SKU-BOOK', 1],
    ]);
  });

  it('sends nothing again on a later reconnection or page load once the queue is sent', async () => {
    const { client, connectivity, net, storage } = await offlineClient();
    connectivity.set(false);
    net.down = true;
    await client.cart.add({ product: BOOK, quantity: 2 });
    net.down = false;
    connectivity.set(true);
    await client.cart.sendPending();
    connectivity.set(true);
    await client.cart.sendPending();
    const again = makeClient({ storage, offlineCart: { storage, connectivity: fakeConnectivity(true).port } });
    await again.client.cart.get();
    await again.client.cart.sendPending();
    expect(requests.count('POST', ITEM_POSTS)).toBe(1);
  });

  it('does not send again an add the server took when only its answer was lost', async () => {
    const { client, carts } = await offlineClient();
    let lose = true;
    server.use(
      http.post(url('/cart/:id/item'), () => {
        if (!lose) return undefined;
        lose = false;
        // The server applies the add, and the connection drops before the answer arrives.
        carts.seed(cart({ cart_id: 'cart-7', items: [cartItem(WIRE.SIMPLE, { quantity: 3 })] }));
        return HttpResponse.error();
      }),
    );
    await client.cart.add({ product: SIMPLE, quantity: 1 });
    expect(client.cart.store.getSnapshot().pending).toHaveLength(1);
    await client.cart.sendPending();
    expect(requests.count('POST', ITEM_POSTS)).toBe(1);
    const state = client.cart.store.getSnapshot();
    expect(lines(state)).toEqual([['item-SKU-SIMPLE', 3]]);
    expect(state).toMatchObject({ pending: [], offline: false });
  });

  it('keeps the server’s refusal of a queued change beside its line, and still sends the changes after it', async () => {
    const { client, connectivity, net } = await offlineClient();
    connectivity.set(false);
    net.down = true;
    await client.cart.update({ itemId: 'item-SKU-SIMPLE', quantity: 50 });
    await client.cart.add({ product: BOOK, quantity: 1 });
    server.use(
      http.put(url('/cart/:id/item/:itemId'), () =>
        HttpResponse.json(apiError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', 'Solo quedan 2 unidades.'), { status: 400 }),
      ),
    );
    net.down = false;
    connectivity.set(true);
    await client.cart.sendPending();

    const state = client.cart.store.getSnapshot();
    expect(state.refusals).toEqual([
      expect.objectContaining({ kind: 'update', itemId: 'item-SKU-SIMPLE', cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', message: 'Solo quedan 2 unidades.' }),
    ]);
    expect(state.pending).toEqual([]);
    expect(lines(state)).toEqual([
      ['item-SKU-SIMPLE', 2],
      ['item-SKU-BOOK', 1],
    ]);
    expect(requests.count('PUT', /item-SKU-SIMPLE$/)).toBe(1);
    expect(requests.count('POST', ITEM_POSTS)).toBe(1);

    await client.cart.dismissRefusal(state.refusals[0]!.id);
    expect(client.cart.store.getSnapshot().refusals).toEqual([]);
  });

  it('refuses offline, without queueing, an add of a kind that may not share the cart with what waits to be added', async () => {
    const { client, connectivity, net } = await offlineClient();
    await client.cart.remove('item-SKU-SIMPLE');
    requests.clear();
    connectivity.set(false);
    net.down = true;
    await client.cart.add({ product: DIGITAL, quantity: 1 });
    await expect(client.cart.add({ product: SIMPLE, quantity: 1 })).rejects.toMatchObject({ cause: 'NOT_ALLOWED' });
    expect(client.cart.store.getSnapshot().pending.map((change) => change.kind === 'add' && change.product.public_sku)).toEqual(['SKU-DIGITAL']);
    expect(requests.total).toBe(0);
  });

  it('forgets the saved cart and the queue on sign-out', async () => {
    const { client, connectivity, net, storage } = await offlineClient();
    connectivity.set(false);
    net.down = true;
    await client.cart.add({ product: BOOK, quantity: 1 });
    expect(await storage.getItem(STORAGE_KEYS.offlineCart)).toContain('SKU-BOOK');
    net.down = false;
    connectivity.set(false);
    await client.session.logout();
    const saved = await storage.getItem(STORAGE_KEYS.offlineCart);
    expect(saved ?? '').not.toContain('SKU-BOOK');
    expect(saved ?? '').not.toContain('cart-7');
    expect(client.cart.store.getSnapshot().pending).toEqual([]);
    expect(requests.count('POST', ITEM_POSTS)).toBe(0);
  });
});

/**
 * The sign-in's mergeable create: the server has merged the visitor's cart-7 (SIMPLE ×2, BOOK ×1 as it last had it)
 * into the account's cart acct-1, which held SIMPLE ×1: SIMPLE ×3 (acct-simple) and BOOK ×1 (acct-book).
 */
function mergedAccountCart(carts: ReturnType<typeof cartBackend>) {
  return http.post(url('/cart'), () => {
    const merged = cart({
      cart_id: 'acct-1',
      items: [cartItem(WIRE.SIMPLE, { item_id: 'acct-simple', quantity: 3 }), cartItem(WIRE.BOOK, { item_id: 'acct-book', quantity: 1 })],
    });
    carts.seed(merged);
    return HttpResponse.json(merged);
  });
}

describe('the queue at sign-in', () => {
  it('applies a quantity change and a removal queued as a visitor to the account’s merged cart, once each', async () => {
    const { client, connectivity, net, carts } = await offlineClient();
    // The visitor's cart-7: SIMPLE ×2 (item-SKU-SIMPLE) and BOOK ×1.
    await client.cart.add({ product: BOOK, quantity: 1 });
    const bookLine = client.cart.store.getSnapshot().cart!.items.find((item) => item.product.public_sku === 'SKU-BOOK')!.item_id;
    connectivity.set(false);
    net.down = true;
    await client.cart.update({ itemId: 'item-SKU-SIMPLE', quantity: 4 });
    await client.cart.update({ itemId: 'item-SKU-SIMPLE', quantity: 5 });
    await client.cart.remove(bookLine);
    expect(client.cart.store.getSnapshot().pending.map((change) => change.kind)).toEqual(['update', 'update', 'remove']);

    // The sign-in reaches the server while the device still says it is offline: the server merges cart-7 (as it
    // last had it: SIMPLE ×2, BOOK ×1) into the account's cart, which held SIMPLE ×1.
    server.use(mergedAccountCart(carts));
    net.down = false;
    requests.clear();
    await client.session.login(CREDENTIALS);
    const adopted = client.cart.store.getSnapshot();
    expect(adopted.pending.map((change) => change.kind === 'adjust' && [change.sku, change.delta])).toEqual([
      ['SKU-SIMPLE', 2],
      ['SKU-SIMPLE', 1],
      ['SKU-BOOK', -1],
    ]);
    expect(requests.count('PUT', /\/item\//)).toBe(0);

    connectivity.set(true);
    connectivity.set(true);
    await client.cart.sendPending();
    // The visitor's SIMPLE went from 2 to 5 (+3 on the merged 3: 6), and their one BOOK left the merged line (0: removed).
    expect(requests.count('PUT', '/cart/acct-1/item/acct-simple')).toBe(2);
    expect(requests.count('DELETE', '/cart/acct-1/item/acct-book')).toBe(1);
    expect(requests.count('PUT', /cart-7/) + requests.count('DELETE', /cart-7/)).toBe(0);
    expect(carts.carts.get('acct-1')?.items?.map((item) => [item.product.public_sku, item.quantity])).toEqual([['SKU-SIMPLE', 6]]);
    expect(client.cart.store.getSnapshot()).toMatchObject({ pending: [], refusals: [], offline: false });

    // A later reconnection sends nothing again.
    requests.clear();
    connectivity.set(true);
    await client.cart.sendPending();
    expect(requests.count('PUT', /\/item\//) + requests.count('DELETE', /\/item\//)).toBe(0);
  });

  it('keeps the visitor’s queue when the connection is looked at while the account loads, and applies it to the merged cart once', async () => {
    const { client, connectivity, net, carts } = await offlineClient();
    await client.cart.add({ product: BOOK, quantity: 1 });
    const bookLine = client.cart.store.getSnapshot().cart!.items.find((item) => item.product.public_sku === 'SKU-BOOK')!.item_id;
    // The visitor's cart-7 cannot be reached (the connection drops for it); the device still says it is online.
    net.down = true;
    await client.cart.update({ itemId: 'item-SKU-SIMPLE', quantity: 3 });
    await client.cart.remove(bookLine);
    expect(client.cart.store.getSnapshot().pending.map((change) => change.kind)).toEqual(['update', 'remove']);
    net.down = false;
    server.use(
      http.all(url('/cart/cart-7*'), () => HttpResponse.error()),
      mergedAccountCart(carts),
    );
    // The browser's periodic look at the connection lands while the signed-in shopper's profile loads: the session
    // is already the account's, the cart not adopted yet (what a loaded machine did in the browser test).
    let looked: Promise<void> | null = null;
    server.use(
      http.get(url('/user/'), () => {
        connectivity.set(true);
        looked = client.cart.sendPending();
        return undefined;
      }),
    );
    requests.clear();
    await client.session.login(CREDENTIALS);
    expect(looked).not.toBeNull();
    await looked;
    await client.cart.sendPending();
    // The visitor's SIMPLE went from 2 to 3 (+1 on the merged 3: 4), and their one BOOK left the merged line.
    expect(carts.carts.get('acct-1')?.items?.map((item) => [item.product.public_sku, item.quantity])).toEqual([['SKU-SIMPLE', 4]]);
    expect(requests.count('PUT', '/cart/acct-1/item/acct-simple')).toBe(1);
    expect(requests.count('DELETE', '/cart/acct-1/item/acct-book')).toBe(1);
    expect(requests.count('PUT', /cart-7/) + requests.count('DELETE', /cart-7/)).toBe(0);
    expect(client.cart.store.getSnapshot()).toMatchObject({ pending: [], refusals: [] });
  });
});

/**
 * Tabs of one browser: one storage; each tab is told of the other tabs' writes in a later task, as the browser's
 * `storage` event tells it (`hold()` keeps the news back until `deliver()`: a tab that has not heard yet); one lock for
 * all of them (Web Locks). Each tab starts as the visitor with cart-7 (SIMPLE ×2) loaded, the offline cart on.
 */
async function browserTabs(count: number) {
  const session = sessionBackend();
  const carts = cartBackend({ products: Object.values(WIRE) });
  const net = { down: false };
  server.use(http.all(url('/*'), () => (net.down ? HttpResponse.error() : undefined)), ...session.handlers, ...carts.handlers);
  const shared = new MemoryStorage();
  await storedSession(shared, { token: 'anon-1', isUser: false });
  carts.seed(cartWithSimpleLine('cart-7'));
  await storedCart(shared, 'cart-7');
  let last: Promise<unknown> = Promise.resolve();
  const lock: ExclusiveLock = {
    run: (work) => {
      const next = last.then(work, work);
      last = next.catch(() => undefined);
      return next;
    },
  };
  const listeners: Set<(key: string | null) => void>[] = [];
  let held: (() => void)[] | null = null;
  const tabs = [];
  for (let i = 0; i < count; i++) {
    const own = new Set<(key: string | null) => void>();
    listeners.push(own);
    const tell = (key: string) => {
      for (const other of listeners.filter((set) => set !== own)) {
        for (const listener of other) {
          const news = () => listener(key);
          if (held) held.push(news);
          else setTimeout(news, 0);
        }
      }
    };
    const storage: KeyValueStorage = {
      getItem: (key) => shared.getItem(key),
      setItem: async (key, value) => {
        await shared.setItem(key, value);
        tell(key);
      },
      removeItem: async (key) => {
        await shared.removeItem(key);
        tell(key);
      },
    };
    const otherTabs: StorageChanges = {
      subscribe(listener) {
        own.add(listener);
        return () => own.delete(listener);
      },
    };
    const connectivity = fakeConnectivity();
    const harness = makeClient({ storage, otherTabs, offlineCart: { storage, connectivity: connectivity.port, lock } });
    await harness.client.session.start();
    await harness.client.cart.get();
    tabs.push({ ...harness, connectivity });
  }
  requests.clear();
  return {
    tabs,
    carts,
    net,
    shared,
    hold: () => void (held ??= []),
    deliver: () => {
      const news = held ?? [];
      held = null;
      for (const tell of news) tell();
    },
  };
}

describe('two tabs of one browser', () => {
  /** Two tabs of a browser opened at once on a first visit (nothing stored), sharing one storage; `locks`: Web Locks. */
  async function firstVisitTabs(locks: boolean) {
    const session = sessionBackend();
    server.use(...session.handlers, ...cartBackend({ products: Object.values(WIRE) }).handlers);
    const shared = new MemoryStorage();
    let last: Promise<unknown> = Promise.resolve();
    const otherTabs: StorageChanges = {
      subscribe: () => () => undefined,
      ...(locks
        ? {
            exclusive: <T>(work: () => Promise<T>) => {
              const next = last.then(work, work);
              last = next.catch(() => undefined);
              return next;
            },
          }
        : {}),
    };
    const tabs = [makeClient({ storage: shared, otherTabs }), makeClient({ storage: shared, otherTabs })];
    requests.clear();
    await Promise.all(tabs.map((tab) => tab.client.session.start()));
    return { tabs, shared };
  }

  it('two tabs opened at once on a first visit share one anonymous session: the second takes the one the first made', async () => {
    const { tabs, shared } = await firstVisitTabs(true);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
    expect(tabs.map((tab) => tab.client.session.store.session)).toEqual([
      { token: 'anon-1', isUser: false },
      { token: 'anon-1', isUser: false },
    ]);
    expect(JSON.parse((await shared.getItem(STORAGE_KEYS.session))!)).toEqual({ token: 'anon-1', isUser: false });
    // Without the other tabs held (a browser without Web Locks), each makes its own and the last one written wins.
    const alone = await firstVisitTabs(false);
    expect(requests.count('POST', '/anonymous/')).toBe(2);
    expect(new Set(alone.tabs.map((tab) => tab.client.session.store.session?.token)).size).toBe(2);
  });

  it('a tab left open follows a sign-in made in the other: the account’s session, user and cart, and its adds go there', async () => {
    const { tabs, carts } = await browserTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    server.use(mergedAccountCart(carts));
    await a.client.session.login(CREDENTIALS);
    const token = a.client.session.store.session!.token;
    await vi.waitFor(() => expect(b.client.cart.store.getSnapshot().cart?.cart_id).toBe('acct-1'));
    expect(b.client.session.store.session).toEqual({ token, isUser: true });
    expect(b.client.user.store.user?.email).toBe(CREDENTIALS.email);

    requests.clear();
    await b.client.cart.add({ product: BOOK, quantity: 1 });
    const add = requests.single('POST', ITEM_POSTS);
    expect([add.path, add.headers.get('Session')]).toEqual(['/cart/acct-1/item', token]);
    expect(carts.carts.get('acct-1')?.items?.map((item) => [item.product.public_sku, item.quantity])).toEqual([
      ['SKU-SIMPLE', 3],
      ['SKU-BOOK', 2],
    ]);
  });

  it('a tab that has not heard of the sign-in yet neither sends nor forgets the account’s queue, and it is sent once', async () => {
    const { tabs, carts, net, hold, deliver, shared } = await browserTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    // The visitor's change in tab A cannot reach cart-7: it is queued. Tab A's device then says it is offline, so
    // that it sends nothing itself until the end.
    net.down = true;
    await a.client.cart.update({ itemId: 'item-SKU-SIMPLE', quantity: 3 });
    net.down = false;
    a.connectivity.set(false);
    server.use(http.all(url('/cart/cart-7*'), () => HttpResponse.error()), mergedAccountCart(carts));
    hold();
    await a.client.session.login(CREDENTIALS);
    // Tab B still holds the visitor's session: its look at the connection comes first.
    requests.clear();
    await b.client.cart.sendPending();
    expect(requests.describe()).toBe('(none)');
    const saved = JSON.parse((await shared.getItem(STORAGE_KEYS.offlineCart))!) as { owner: string; pending: { kind: string }[] };
    expect([saved.owner, saved.pending.map((change) => change.kind)]).toEqual(['user-1', ['adjust']]);

    deliver();
    await vi.waitFor(() => expect(b.client.cart.store.getSnapshot().cart?.cart_id).toBe('acct-1'));
    // Both tabs may send now (tab B has followed and holds the account's queue): it is sent once.
    a.connectivity.set(true);
    await a.client.cart.sendPending();
    await b.client.cart.sendPending();
    // The visitor's SIMPLE went from 2 to 3: +1 on the merged 3 (the account's BOOK stays).
    expect(carts.carts.get('acct-1')?.items?.map((item) => [item.product.public_sku, item.quantity])).toEqual([
      ['SKU-SIMPLE', 4],
      ['SKU-BOOK', 1],
    ]);
    expect(requests.count('PUT', '/cart/acct-1/item/acct-simple')).toBe(1);
    expect(requests.count('PUT', /cart-7/)).toBe(0);
  });

  it('a tab left open follows a sign-out made in the other: nothing of the shopper stays', async () => {
    const { tabs, carts } = await browserTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    server.use(mergedAccountCart(carts));
    await a.client.session.login(CREDENTIALS);
    await vi.waitFor(() => expect(b.client.cart.store.getSnapshot().cart?.cart_id).toBe('acct-1'));
    // The sign-out's new cart: an empty one of the new visitor.
    server.use(
      http.post(url('/cart'), () => {
        const fresh = cart({ cart_id: 'cart-new', items: [] });
        carts.seed(fresh);
        return HttpResponse.json(fresh);
      }),
    );
    await a.client.session.logout();
    const visitor = a.client.session.store.session!;
    const cartId = a.client.cart.store.getSnapshot().cart!.cart_id;
    expect(visitor.isUser).toBe(false);
    await vi.waitFor(() => expect(b.client.session.store.session).toEqual(visitor));
    expect(cartId).toBe('cart-new');
    await vi.waitFor(() => expect(b.client.cart.store.getSnapshot().cart?.cart_id).toBe(cartId));
    expect(b.client.user.store.user).toBeNull();
    expect(b.client.cart.store.getSnapshot().cart?.items).toEqual([]);
  });
});
