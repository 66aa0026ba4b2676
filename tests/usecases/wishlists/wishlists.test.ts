import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { wishlistsBackend } from '../../mocks/handlers/wishlists';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { anonymousShopper, bodyOf, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

async function signedIn() {
  const harness = await signedInClient();
  const backend = wishlistsBackend();
  server.use(...backend.handlers);
  return { ...harness, backend };
}

async function anonymous() {
  const harness = await anonymousShopper();
  const backend = wishlistsBackend();
  server.use(...backend.handlers);
  return { ...harness, backend };
}

const skusOf = (client: Awaited<ReturnType<typeof signedIn>>['client']) => {
  const skus = client.wishlists.store.getSnapshot().skus;
  return skus ? [...skus].sort() : null;
};

/** A handler that holds its answer until `release` is called. */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
}

describe('tienda.wishlists.list', () => {
  it('reads the favourites with GET /wishlist/favourites?sort_by=CreationDate&page_size=30&page=1&main_image_min_width=300&version=2', async () => {
    const { client } = await signedIn();
    const wishlist = await client.wishlists.list();
    const request = requests.single('GET', '/wishlist/favourites');
    expect(Object.fromEntries(request.query)).toEqual({ sort_by: 'CreationDate', page_size: '30', page: '1', main_image_min_width: '300', version: '2' });
    expect(requests.total).toBe(1);
    expect(wishlist).toMatchObject({ name: 'Favoritos', public_id: 'fav-ana', user: { first_name: 'Ana' }, is_shared: false, total_count: 2, has_more_items: false });
    expect(wishlist.products.map((product) => product.public_sku)).toEqual(['SKU-1', 'SKU-2']);
  });

  it('asks another page when told, and refuses a page below 1 without a call', async () => {
    const { client } = await signedIn();
    await client.wishlists.list({ page: 3 });
    expect(requests.single('GET', '/wishlist/favourites').query.get('page')).toBe('3');
    requests.clear();
    expect((await failureOf(client.wishlists.list({ page: 0 }))).cause).toBe('invalidPage');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.wishlists.skus', () => {
  it('reads GET /wishlist/favourites/skus into the store, so hearts can render', async () => {
    const { client } = await signedIn();
    expect(client.wishlists.store.getSnapshot().skus).toBeNull();
    let notified = 0;
    client.wishlists.store.subscribe(() => notified++);
    expect(await client.wishlists.skus()).toEqual(['SKU-1', 'SKU-2']);
    requests.single('GET', '/wishlist/favourites/skus');
    expect(skusOf(client)).toEqual(['SKU-1', 'SKU-2']);
    expect(client.wishlists.store.getSnapshot().status).toBe('ready');
    expect(notified).toBe(2);
  });
});

describe('tienda.wishlists.add and remove', () => {
  it('adds with POST /wishlist/favourites {product_public_sku}, showing the heart before the answer', async () => {
    const { client } = await signedIn();
    await client.wishlists.skus();
    requests.clear();
    const hold = held();
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post(url('/wishlist/favourites'), async () => {
        arrived();
        await hold.gate;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const adding = client.wishlists.add('SKU-7');
    // The POST has reached the API and is held there: the heart shows before it is answered.
    await inFlight;
    expect(skusOf(client)).toEqual(['SKU-1', 'SKU-2', 'SKU-7']);
    hold.release();
    await adding;
    expect(await bodyOf(requests.single('POST', '/wishlist/favourites'))).toEqual({ product_public_sku: 'SKU-7' });
    expect(requests.total).toBe(1);
    expect(skusOf(client)).toEqual(['SKU-1', 'SKU-2', 'SKU-7']);
  });

  it('takes the heart back when adding fails, and reports the cause', async () => {
    const { client, errors } = await signedIn();
    await client.wishlists.skus();
    const seen: (string[] | null)[] = [];
    client.wishlists.store.subscribe(() => seen.push(skusOf(client)));
    const failure = await failureOf(client.wishlists.add('SKU-BAD'));
    expect([failure.cause, failure.userMessage]).toEqual(['apiCallFailed', 'No pudimos guardar tu favorito.']);
    expect(seen).toEqual([
      ['SKU-1', 'SKU-2', 'SKU-BAD'],
      ['SKU-1', 'SKU-2'],
    ]);
    expect(errors.map((error) => error.cause)).toEqual(['apiCallFailed']);
  });

  it('removes with DELETE /wishlist/favourites/{sku}, at once', async () => {
    const { client, backend } = await signedIn();
    await client.wishlists.skus();
    requests.clear();
    await client.wishlists.remove('SKU-2');
    requests.single('DELETE', '/wishlist/favourites/SKU-2');
    expect(requests.total).toBe(1);
    expect(skusOf(client)).toEqual(['SKU-1']);
    expect([...backend.skus]).toEqual(['SKU-1']);
  });

  it('puts the heart back when removing fails', async () => {
    const { client } = await signedIn();
    await client.wishlists.skus();
    server.use(http.delete(url('/wishlist/favourites/:sku'), () => HttpResponse.json(apiError('networkConnection'), { status: 503 })));
    const failure = await failureOf(client.wishlists.remove('SKU-1'));
    expect(failure.cause).toBe('networkConnection');
    expect(skusOf(client)).toEqual(['SKU-1', 'SKU-2']);
  });

  it('undoes only its own change: a failed add of a sku already on the list keeps it', async () => {
    const { client } = await signedIn();
    await client.wishlists.skus();
    server.use(http.post(url('/wishlist/favourites'), () => HttpResponse.json(apiError('apiCallFailed'), { status: 500 })));
    await failureOf(client.wishlists.add('SKU-1'));
    expect(skusOf(client)).toEqual(['SKU-1', 'SKU-2']);
  });

  it('leaves the store alone while the skus are not loaded', async () => {
    const { client } = await signedIn();
    await client.wishlists.add('SKU-7');
    expect(requests.count('POST', '/wishlist/favourites')).toBe(1);
    expect(client.wishlists.store.getSnapshot().skus).toBeNull();
  });
});

describe('tienda.wishlists sharing', () => {
  it('shares with PUT and unshares with DELETE /wishlist/favourites/share; the public list follows', async () => {
    const { client } = await signedIn();
    expect(await client.wishlists.share()).toEqual({ name: 'Favoritos', public_id: 'fav-ana' });
    requests.single('PUT', '/wishlist/favourites/share');
    const shared = await client.wishlists.publicList('fav-ana');
    requests.single('GET', '/wishlist/public/fav-ana');
    expect([shared.is_shared, shared.products.length, shared.user?.first_name]).toEqual([true, 2, 'Ana']);
    await client.wishlists.unshare();
    requests.single('DELETE', '/wishlist/favourites/share');
    const gone = await failureOf(client.wishlists.publicList('fav-ana'));
    expect([gone.cause, gone.userMessage]).toEqual(['notFound', 'Esta lista no existe o ya no se comparte.']);
  });

  it('opens a shared list for anyone', async () => {
    const { client, backend } = await anonymous();
    backend.share();
    const wishlist = await client.wishlists.publicList('fav-ana');
    expect(wishlist.products.map((product) => product.public_sku)).toEqual(['SKU-1', 'SKU-2']);
    expect(requests.total).toBe(1);
  });

  it('refuses a blank public id with notFound, without a call', async () => {
    const { client } = await anonymous();
    expect((await failureOf(client.wishlists.publicList('  '))).cause).toBe('notFound');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.wishlists and the session', () => {
  it('empties the store on logout', async () => {
    const { client } = await signedIn();
    await client.wishlists.skus();
    await client.session.logout();
    expect(client.wishlists.store.getSnapshot()).toEqual({ status: 'idle', skus: null, error: null });
  });

  it('refuses every call but publicList when anonymous, with onlyAnonymousTokenFound, without a call', async () => {
    const { client, errors } = await anonymous();
    const calls = [
      client.wishlists.list(),
      client.wishlists.skus(),
      client.wishlists.add('SKU-1'),
      client.wishlists.remove('SKU-1'),
      client.wishlists.share(),
      client.wishlists.unshare(),
    ];
    for (const call of calls) expect((await failureOf(call)).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
    expect(errors).toHaveLength(6);
    expect(client.wishlists.store.getSnapshot().skus).toBeNull();
  });
});
