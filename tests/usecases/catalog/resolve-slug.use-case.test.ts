import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { slugHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const client = anonymousClient;

describe('ResolveSlugUseCase', () => {
  it('answers what the server resolved', async () => {
    server.use(slugHandler({ 'audifonos-inalambricos': { page_type: 'PRODUCT', slug: 'audifonos-inalambricos', id: 'SKU-1' } }));
    const tienda = await client();
    await expect(tienda.catalog.resolveSlug(' audifonos-inalambricos ')).resolves.toEqual({
      page_type: 'PRODUCT',
      slug: 'audifonos-inalambricos',
      id: 'SKU-1',
    });
    expect(requests.count('GET', '/slug/audifonos-inalambricos')).toBe(1);
  });

  it('answers NOT_FOUND for a 404', async () => {
    server.use(slugHandler({}));
    const tienda = await client();
    await expect(tienda.catalog.resolveSlug('no-existe')).resolves.toEqual({ page_type: 'NOT_FOUND', slug: 'no-existe', id: null });
    expect(requests.count('GET', '/slug/no-existe')).toBe(1);
  });

  it.each(['', '   ', '../etc/passwd', 'hola mundo', '-empieza-con-guion', 'con/barra', 'ñandú'])(
    'answers NOT_FOUND for the malformed slug %j without any request',
    async (slug) => {
      const tienda = await client();
      await expect(tienda.catalog.resolveSlug(slug)).resolves.toMatchObject({ page_type: 'NOT_FOUND', id: null });
      expect(requests.total).toBe(0);
    },
  );

  it('answers NOT_FOUND for a page kind this client does not know', async () => {
    server.use(slugHandler({ verano: { page_type: 'LANDING_PAGE', slug: 'verano', id: '12' } }));
    const tienda = await client();
    await expect(tienda.catalog.resolveSlug('verano')).resolves.toMatchObject({ page_type: 'NOT_FOUND', slug: 'verano' });
  });

  it('fails with other causes', async () => {
    server.use(http.get(url('/slug/:slug'), () => HttpResponse.error()));
    const tienda = await client();
    expect((await failureOf(tienda.catalog.resolveSlug('audio'))).cause).toBe('networkConnection');
  });
});
