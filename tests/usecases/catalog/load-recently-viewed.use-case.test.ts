import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { productSummary } from '../../mocks/fixtures';
import { recentlyViewedHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

describe('LoadRecentlyViewedUseCase', () => {
  it('lists the products of GET /session/recently-viewed/ in its order, without repeats', async () => {
    server.use(
      recentlyViewedHandler([
        productSummary({ public_sku: 'B', slug: 'b' }),
        productSummary({ public_sku: 'A', slug: 'a' }),
        productSummary({ public_sku: 'B', slug: 'b' }),
      ]),
    );
    const tienda = await anonymousClient();
    const products = await tienda.catalog.recentlyViewed();
    expect(products.map((product) => product.public_sku)).toEqual(['B', 'A']);
    expect(requests.describe()).toBe('GET /session/recently-viewed/');
    expect(requests.single('GET', '/session/recently-viewed/').headers.get('Session')).toBe('anon-1');
  });

  it('keeps at most 20', async () => {
    server.use(recentlyViewedHandler(Array.from({ length: 25 }, (_, index) => productSummary({ public_sku: `S${index}`, slug: `s${index}` }))));
    const tienda = await anonymousClient();
    expect((await tienda.catalog.recentlyViewed()).map((product) => product.public_sku)).toEqual(Array.from({ length: 20 }, (_, index) => `S${index}`));
  });

  it('reads a missing list as []', async () => {
    server.use(http.get(url('/session/recently-viewed/'), () => HttpResponse.json({})));
    const tienda = await anonymousClient();
    expect(await tienda.catalog.recentlyViewed()).toEqual([]);
  });

  it("rejects a malformed answer with schemaValidationError naming 'RecentlyViewed'", async () => {
    server.use(http.get(url('/session/recently-viewed/'), () => HttpResponse.json({ products: [{ slug: 1 }] })));
    const tienda = await anonymousClient();
    const error = await failureOf(tienda.catalog.recentlyViewed());
    expect(error.cause).toBe('schemaValidationError');
    expect(error.message).toContain('RecentlyViewed');
  });
});
