import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { categoryRootHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const client = anonymousClient;

describe('LoadNavigationUseCase', () => {
  it('answers the top-level categories, fetched once for every caller', async () => {
    server.use(categoryRootHandler());
    const tienda = await client();
    const [a, b] = await Promise.all([tienda.catalog.loadNavigation(), tienda.catalog.loadNavigation()]);
    await tienda.catalog.loadNavigation();
    expect(a.map((c) => c.slug)).toEqual(['audifonos']);
    expect(b).toBe(a);
    expect(requests.count('GET', '/category/root')).toBe(1);
  });

  it('does not keep a failure: the next call asks again', async () => {
    server.use(http.get(url('/category/root'), () => HttpResponse.error()));
    const tienda = await client();
    expect((await failureOf(tienda.catalog.loadNavigation())).cause).toBe('networkConnection');
    server.use(categoryRootHandler());
    await expect(tienda.catalog.loadNavigation()).resolves.toHaveLength(1);
    expect(requests.count('GET', '/category/root')).toBe(2);
  });
});
