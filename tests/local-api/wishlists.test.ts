import { beforeAll, describe, expect, it } from 'vitest';
import { WishlistInfoSchema, WishlistSchema, WishlistSkusSchema } from '../../src/domain/wishlists/wishlist';
import { MAX_WISHLIST_ITEMS, wishlistsFor } from '../../local-api/wishlists/wishlists';
import { findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let anon: string;
let ana: string;
let carlos: string;
/** Three published products of distinct prices and titles. */
let cheap: ReturnType<typeof findProduct>;
let dear: ReturnType<typeof findProduct>;
let middle: ReturnType<typeof findProduct>;

beforeAll(async () => {
  api = makeApi();
  anon = await api.anonymous();
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
  cheap = findProduct(api.db, `status = 'PUBLISHED' AND price_cents < 10000`);
  dear = findProduct(api.db, `status = 'PUBLISHED' AND price_cents > 500000`);
  middle = findProduct(api.db, `status = 'PUBLISHED' AND price_cents BETWEEN 50000 AND 100000`);
});

const call = (method: string, path: string, token: string | null, body?: unknown) => api.call(method, path, { token, body });
const list = async (token: string, query = '') => {
  const res = await call('GET', `/wishlist/favourites${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return WishlistSchema.parse(res.body);
};
const skus = async (token: string) => {
  const res = await call('GET', '/wishlist/favourites/skus', token);
  expect(res.status).toBe(200);
  return WishlistSkusSchema.parse(res.body);
};

describe('the favourites list of a signed-in user', () => {
  it('is made on first need, named «Mis favoritos», empty, not shared, with a random 128-bit public id', async () => {
    const fresh = await list(carlos);
    expect(fresh.name).toBe('Mis favoritos');
    expect(fresh.products).toEqual([]);
    expect(fresh.is_shared).toBe(false);
    expect(fresh.total_count).toBe(0);
    expect(fresh.has_more_items).toBe(false);
    expect(fresh.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(fresh.user).toEqual({ first_name: 'Carlos' });
    // The same list on every call.
    expect((await list(carlos)).public_id).toBe(fresh.public_id);
    expect(api.db.prepare('SELECT COUNT(*) FROM wishlists').pluck().get()).toBe(1);
  });

  it('adds a product once however many times it is added (by sku in any case) and lists it', async () => {
    for (const sku of [cheap.public_sku, cheap.public_sku.toLowerCase(), cheap.public_sku]) {
      const res = await call('POST', '/wishlist/favourites', ana, { product_public_sku: sku });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([cheap.public_sku]);
    }
    expect(await skus(ana)).toEqual([cheap.public_sku]);
    const answer = await list(ana);
    expect(answer.products.map((p) => p.public_sku)).toEqual([cheap.public_sku]);
    expect(answer.total_count).toBe(1);
    expect(answer.user).toEqual({ first_name: 'Ana' });
  });

  it('lists the last added first by default, and in each sort order asked for', async () => {
    await call('POST', '/wishlist/favourites', ana, { product_public_sku: dear.public_sku });
    await call('POST', '/wishlist/favourites', ana, { product_public_sku: middle.public_sku });
    const order = async (query: string) => (await list(ana, query)).products.map((p) => p.public_sku);
    expect(await skus(ana)).toEqual([middle.public_sku, dear.public_sku, cheap.public_sku]);
    expect(await order('')).toEqual([middle.public_sku, dear.public_sku, cheap.public_sku]);
    expect(await order('?sort_by=CreationDate')).toEqual([middle.public_sku, dear.public_sku, cheap.public_sku]);
    expect(await order('?sort_by=PriceLowToHigh')).toEqual([cheap.public_sku, middle.public_sku, dear.public_sku]);
    expect(await order('?sort_by=PriceHighToLow')).toEqual([dear.public_sku, middle.public_sku, cheap.public_sku]);
    const byName = [cheap, dear, middle].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })).map((p) => p.public_sku);
    expect(await order('?sort_by=Name')).toEqual(byName);
  });

  it('pages the list with page and page_size, saying whether more follow', async () => {
    const first = await list(ana, '?sort_by=CreationDate&page_size=2&page=1&main_image_min_width=300&version=2');
    expect(first.products.map((p) => p.public_sku)).toEqual([middle.public_sku, dear.public_sku]);
    expect(first.total_count).toBe(3);
    expect(first.has_more_items).toBe(true);
    // Images at the width asked for only.
    expect(first.products[0]!.main_image!.urls.map((u) => u.width)).toEqual([300]);
    const second = await list(ana, '?page_size=2&page=2');
    expect(second.products.map((p) => p.public_sku)).toEqual([cheap.public_sku]);
    expect(second.has_more_items).toBe(false);
    expect((await list(ana, '?page_size=2&page=3')).products).toEqual([]);
  });

  it('refuses bad paging, sorts, widths and versions with a Spanish 400', async () => {
    for (const [query, cause, text] of [
      ['?page=0', 'invalidPage', 'La página'],
      ['?page_size=61', 'invalidPage', 'entre 1 y 60'],
      ['?page_size=0', 'invalidPage', 'entre 1 y 60'],
      ['?sort_by=Cheapest', 'apiCallFailed', 'sort_by'],
      ['?main_image_min_width=640', 'apiCallFailed', 'main_image_min_width'],
      ['?version=dos', 'apiCallFailed', 'version'],
    ] as const) {
      const res = await call('GET', `/wishlist/favourites${query}`, ana);
      expect(res.status, query).toBe(400);
      expect(res.body.cause, query).toBe(cause);
      expect(res.body.message, query).toContain(text);
    }
  });

  it('removes a product (idempotently); an unknown sku is 404 notFound', async () => {
    const res = await call('DELETE', `/wishlist/favourites/${dear.public_sku}`, ana);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([middle.public_sku, cheap.public_sku]);
    const again = await call('DELETE', `/wishlist/favourites/${dear.public_sku}`, ana);
    expect(again.status).toBe(200);
    expect(again.body).toEqual([middle.public_sku, cheap.public_sku]);
    const unknown = await call('DELETE', '/wishlist/favourites/NO-EXISTE-1', ana);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ cause: 'notFound', message: 'El producto no existe.' });
    expect(await skus(ana)).toEqual([middle.public_sku, cheap.public_sku]);
  });

  it('refuses an unknown or blank sku with 404 notFound, and a body without one with 400', async () => {
    for (const sku of ['NO-EXISTE-1', '  ']) {
      const res = await call('POST', '/wishlist/favourites', ana, { product_public_sku: sku });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El producto no existe.' });
    }
    const missing = await call('POST', '/wishlist/favourites', ana, {});
    expect(missing.status).toBe(400);
    expect(missing.body.cause).toBe('apiCallFailed');
    expect(missing.body.message).toContain('product_public_sku');
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products: one more is 403 NOT_ALLOWED`, async () => {
    const owner = await api.login('carlos@tienda.test');
    const ids = api.db.prepare(`SELECT id FROM products WHERE status = 'PUBLISHED' ORDER BY id LIMIT ?`).pluck().all(MAX_WISHLIST_ITEMS + 1) as number[];
    expect(ids).toHaveLength(MAX_WISHLIST_ITEMS + 1);
    const listId = api.db.prepare(`SELECT w.id FROM wishlists w JOIN users u ON u.id = w.user_id WHERE u.email = 'carlos@tienda.test'`).pluck().get() as number;
    const insert = api.db.prepare('INSERT INTO wishlist_items (wishlist_id, product_id, seq, added_at) VALUES (?, ?, ?, ?)');
    ids.slice(0, MAX_WISHLIST_ITEMS).forEach((id, i) => insert.run(listId, id, i + 1, '2026-03-01T00:00:00Z'));
    const last = api.db.prepare('SELECT public_sku FROM products WHERE id = ?').pluck().get(ids[MAX_WISHLIST_ITEMS]) as string;
    const res = await call('POST', '/wishlist/favourites', owner, { product_public_sku: last });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      cause: 'NOT_ALLOWED',
      message: `Tu lista «Mis favoritos» ya tiene ${MAX_WISHLIST_ITEMS} productos, el máximo. Quita alguno para agregar otro.`,
    });
    // One already on it is still fine (nothing changes).
    const first = api.db.prepare('SELECT public_sku FROM products WHERE id = ?').pluck().get(ids[0]) as string;
    expect((await call('POST', '/wishlist/favourites', owner, { product_public_sku: first })).status).toBe(200);
    expect((await skus(owner)).length).toBe(MAX_WISHLIST_ITEMS);
    // A full list still pages: 60 at most per page.
    const page = await list(owner, '?page_size=60&page=9');
    expect(page.products).toHaveLength(20);
    expect(page.has_more_items).toBe(false);
    api.db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ?').run(listId);
  });
});

describe('who may use wishlists', () => {
  it('answers an anonymous session 403 onlyAnonymousTokenFound on every own-list route, and a missing session 401', async () => {
    for (const [method, path, body] of [
      ['GET', '/wishlist/favourites', undefined],
      ['GET', '/wishlist/favourites/skus', undefined],
      ['POST', '/wishlist/favourites', { product_public_sku: cheap.public_sku }],
      ['DELETE', `/wishlist/favourites/${cheap.public_sku}`, undefined],
      ['PUT', '/wishlist/favourites/share', undefined],
      ['DELETE', '/wishlist/favourites/share', undefined],
    ] as const) {
      const res = await call(method, path, anon, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
      expect((await call(method, path, null, body)).status).toBe(401);
    }
    expect(api.db.prepare(`SELECT COUNT(*) FROM wishlists WHERE user_id NOT IN (SELECT id FROM users)`).pluck().get()).toBe(0);
  });

  it('knows only the type favourites: any other is 404 notFound', async () => {
    for (const [method, path, body] of [
      ['GET', '/wishlist/deseos', undefined],
      ['GET', '/wishlist/deseos/skus', undefined],
      ['POST', '/wishlist/deseos', { product_public_sku: cheap.public_sku }],
      ['DELETE', `/wishlist/deseos/${cheap.public_sku}`, undefined],
      ['PUT', '/wishlist/deseos/share', undefined],
    ] as const) {
      const res = await call(method, path, ana, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.cause).toBe('notFound');
      expect(res.body.message).toBe('La lista no existe.');
    }
  });

  it("never shows one user's list to another: each sees only their own products", async () => {
    await call('POST', '/wishlist/favourites', carlos, { product_public_sku: dear.public_sku });
    expect(await skus(carlos)).toEqual([dear.public_sku]);
    expect(await skus(ana)).toEqual([middle.public_sku, cheap.public_sku]);
    const anaList = await list(ana);
    const carlosList = await list(carlos);
    expect(anaList.public_id).not.toBe(carlosList.public_id);
    expect(carlosList.products.map((p) => p.public_sku)).toEqual([dear.public_sku]);
    // Removing from one's own list never touches the other's.
    await call('DELETE', `/wishlist/favourites/${cheap.public_sku}`, carlos);
    expect(await skus(ana)).toEqual([middle.public_sku, cheap.public_sku]);
    // A private list is not reachable by its public id, not even by its owner.
    const privateAnswer = await call('GET', `/wishlist/public/${anaList.public_id}`, carlos);
    expect(privateAnswer.status).toBe(404);
    expect(privateAnswer.body).toEqual({ cause: 'notFound', message: 'La lista no existe o ya no está compartida.' });
    expect((await call('GET', `/wishlist/public/${anaList.public_id}`, ana)).status).toBe(404);
  });
});

describe('sharing a list', () => {
  it('shares and unshares with PUT and DELETE /share, answering {name, public_id}; the public list is reachable only while shared', async () => {
    const own = await list(ana);
    const shared = await call('PUT', '/wishlist/favourites/share', ana);
    expect(shared.status).toBe(200);
    expect(WishlistInfoSchema.parse(shared.body)).toEqual({ name: 'Mis favoritos', public_id: own.public_id });
    expect(shared.body).toEqual({ name: 'Mis favoritos', public_id: own.public_id });
    expect((await list(ana)).is_shared).toBe(true);

    // Anyone with a session reads it: the owner's first name only, never the email.
    const res = await call('GET', `/wishlist/public/${own.public_id}?page_size=30&page=1&main_image_min_width=300&version=2`, anon);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const publicList = WishlistSchema.parse(res.body);
    expect(publicList.user).toEqual({ first_name: 'Ana' });
    expect(publicList.products.map((p) => p.public_sku)).toEqual([middle.public_sku, cheap.public_sku]);
    expect(publicList.is_shared).toBe(true);
    expect(res.text).not.toContain('@tienda.test');
    expect(Object.keys(res.body.user)).toEqual(['first_name']);

    // Unsharing revokes the link: the list gets a new public id at once (the DELETE answers it), the old one is dead.
    const unshared = await call('DELETE', '/wishlist/favourites/share', ana);
    expect(unshared.status).toBe(200);
    expect(unshared.body.name).toBe('Mis favoritos');
    expect(unshared.body.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(unshared.body.public_id).not.toBe(own.public_id);
    expect(await list(ana)).toMatchObject({ is_shared: false, public_id: unshared.body.public_id });
    const gone = await call('GET', `/wishlist/public/${own.public_id}`, anon);
    expect(gone.status).toBe(404);
    expect(gone.body.cause).toBe('notFound');
    expect((await call('GET', `/wishlist/public/${unshared.body.public_id}`, anon)).status).toBe(404);
  });

  it('shares again under a new public id after «Dejar de compartir»: the old link stays 404 (a revocation, issue 25)', async () => {
    const first = await call('PUT', '/wishlist/favourites/share', ana);
    expect(first.status).toBe(200);
    // Sharing a shared list again changes nothing.
    expect((await call('PUT', '/wishlist/favourites/share', ana)).body.public_id).toBe(first.body.public_id);
    expect((await call('GET', `/wishlist/public/${first.body.public_id}`, anon)).status).toBe(200);

    expect((await call('DELETE', '/wishlist/favourites/share', ana)).status).toBe(200);
    // Unsharing an unshared list changes nothing either.
    const idle = await call('DELETE', '/wishlist/favourites/share', ana);
    const again = await call('PUT', '/wishlist/favourites/share', ana);
    expect(again.status).toBe(200);
    expect(again.body.public_id).toBe(idle.body.public_id);
    expect(again.body.public_id).not.toBe(first.body.public_id);
    expect((await call('GET', `/wishlist/public/${again.body.public_id}`, anon)).status).toBe(200);
    const old = await call('GET', `/wishlist/public/${first.body.public_id}`, anon);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ cause: 'notFound', message: 'La lista no existe o ya no está compartida.' });
    expect((await call('DELETE', '/wishlist/favourites/share', ana)).status).toBe(200);
  });

  it('answers an unknown public id 404 notFound, and needs a session', async () => {
    const res = await call('GET', '/wishlist/public/AAAAAAAAAAAAAAAAAAAAAA', anon);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ cause: 'notFound', message: 'La lista no existe o ya no está compartida.' });
    expect((await call('GET', '/wishlist/public/AAAAAAAAAAAAAAAAAAAAAA', null)).status).toBe(401);
  });
});

describe('wishlistsFor (the product page WISHLIST part)', () => {
  it("gives the user's lists that hold the product, [] for other products and for anonymous sessions", () => {
    const anaRow = api.db.prepare(`SELECT * FROM users WHERE email = 'ana@tienda.test'`).get() as never as { id: number };
    const deps = { db: api.db } as never;
    const asAna = { id: 1, user: anaRow, owner: `u:${anaRow.id}` } as never;
    const list = api.db.prepare('SELECT name, public_id FROM wishlists WHERE user_id = ?').get(anaRow.id);
    expect(wishlistsFor(deps, asAna, cheap.id)).toEqual([list]);
    expect(wishlistsFor(deps, asAna, dear.id)).toEqual([]);
    expect(wishlistsFor(deps, { id: 2, user: null, owner: 's:2' } as never, cheap.id)).toEqual([]);
  });
});

describe('the product page WISHLIST part', () => {
  it("lists the signed-in shopper's list holding the product, and [] for others and anonymous sessions", async () => {
    const own = await list(carlos);
    const page = async (token: string, sku: string) => {
      const res = await call('GET', `/page/product/${sku}?include=WISHLIST`, token);
      expect(res.status).toBe(200);
      return res.body.wishlists;
    };
    expect(await page(carlos, dear.public_sku)).toEqual([{ name: 'Mis favoritos', public_id: own.public_id }]);
    expect(await page(carlos, middle.public_sku)).toEqual([]);
    expect(await page(anon, dear.public_sku)).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('deletes the user’s lists with it: the shared link stops answering', async () => {
    const own = await list(ana);
    expect((await call('PUT', '/wishlist/favourites/share', ana)).status).toBe(200);
    expect((await call('GET', `/wishlist/public/${own.public_id}`, anon)).status).toBe(200);
    const deleted = await call('DELETE', '/user', ana);
    expect(deleted.status).toBe(200);
    expect(api.db.prepare('SELECT COUNT(*) FROM wishlists WHERE public_id = ?').pluck().get(own.public_id)).toBe(0);
    expect(api.db.prepare('SELECT COUNT(*) FROM wishlist_items WHERE wishlist_id NOT IN (SELECT id FROM wishlists)').pluck().get()).toBe(0);
    expect((await call('GET', `/wishlist/public/${own.public_id}`, anon)).status).toBe(404);
    // Carlos's list is untouched.
    expect(await skus(carlos)).toEqual([dear.public_sku]);
  });
});
