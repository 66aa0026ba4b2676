import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/data/http/api-client';
import { HttpWishlistsRepository } from '../../../src/data/wishlists/http-wishlists.repository';
import { failureOf } from '../../mocks/client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { productSummary } from '../../mocks/fixtures';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const repository = () => new HttpWishlistsRepository(new ApiClient({ baseURL: API, sessions: new FakeSessionSource('user-token-1'), logger: new RecordingLogger() }));

describe('HttpWishlistsRepository', () => {
  it('reads a wishlist without the extensions: not shared, counted by its products, no more', async () => {
    server.use(http.get(url('/wishlist/public/:id'), () => HttpResponse.json({ name: 'Favoritos', public_id: 'fav-1', user: null, products: [productSummary(), productSummary({ public_sku: 'SKU-2', type: 'HOVERCRAFT' })] })));
    const wishlist = await repository().publicList('fav-1');
    expect([wishlist.is_shared, wishlist.total_count, wishlist.has_more_items, wishlist.user]).toEqual([false, 2, false, null]);
    expect(wishlist.products[1]!.type).toBe('SIMPLE');
    expect(requests.single('GET', '/wishlist/public/fav-1').headers.get('Session')).toBe('user-token-1');
  });

  it('keeps the total and has_more_items the API sends', async () => {
    server.use(http.get(url('/wishlist/favourites'), () => HttpResponse.json({ name: 'Favoritos', public_id: 'fav-1', user: { first_name: 'Ana' }, products: [productSummary()], total_count: 31, has_more_items: true, is_shared: true })));
    expect(await repository().list(1)).toMatchObject({ total_count: 31, has_more_items: true, is_shared: true });
  });

  it('reads the skus as a bare list or as {skus}', async () => {
    server.use(http.get(url('/wishlist/favourites/skus'), () => HttpResponse.json({ skus: ['A', 'B'] })));
    expect(await repository().skus()).toEqual(['A', 'B']);
    server.use(http.get(url('/wishlist/favourites/skus'), () => HttpResponse.json(['C'])));
    expect(await repository().skus()).toEqual(['C']);
  });

  it('puts the sku in the path, encoded', async () => {
    server.use(http.delete(url('/wishlist/favourites/:sku'), () => new HttpResponse(null, { status: 204 })));
    await repository().remove('A/B 1');
    expect(requests.entries[0]!.path).toBe('/wishlist/favourites/A%2FB%201');
  });

  it('turns an answer of another shape into schemaValidationError naming it', async () => {
    server.use(http.get(url('/wishlist/favourites'), () => HttpResponse.json({ name: 'Favoritos' })));
    const failure = await failureOf(repository().list(1));
    expect([failure.cause, (failure.details as { shape: string }).shape]).toEqual(['schemaValidationError', 'Wishlist']);
  });
});
