import { beforeAll, describe, expect, it } from 'vitest';
import { ResolvedShareLinkSchema, ShareLinkSchema } from '../../src/domain/product/product-actions';
import { findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
let product: ReturnType<typeof findProduct>;
let other: ReturnType<typeof findProduct>;

beforeAll(async () => {
  api = makeApi({ publicOrigin: 'https://tienda.example' });
  token = await api.anonymous();
  product = findProduct(api.db, `status = 'PUBLISHED'`);
  other = findProduct(api.db, `status = 'PUBLISHED' AND id > ${product.id}`);
});
const get = (path: string, t: string | null = token) => api.call('GET', path, { token: t });

describe('GET /share/product/{id}', () => {
  it('answers an 8-character short id, its link on the public origin and page_type PRODUCT', async () => {
    const res = await get(`/share/product/${product.public_sku}`);
    expect(res.status).toBe(200);
    const link = ShareLinkSchema.parse(res.body);
    expect(link.short_id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(link.url).toBe(`https://tienda.example/s/${link.short_id}`);
    expect(link.page_type).toBe('PRODUCT');
    expect(Object.keys(res.body).sort()).toEqual(['page_type', 'short_id', 'url']);
  });

  it('keeps one link per product: by sku (any case) or slug, every time, and stores it', async () => {
    const ids = new Set<string>();
    for (const id of [product.public_sku, product.public_sku.toLowerCase(), product.slug, product.public_sku]) {
      const res = await get(`/share/product/${encodeURIComponent(id)}`);
      expect(res.status).toBe(200);
      ids.add(res.body.short_id);
    }
    expect(ids.size).toBe(1);
    expect(api.db.prepare('SELECT short_id FROM share_links WHERE product_id = ?').pluck().all(product.id)).toEqual([...ids]);
    const second = await get(`/share/product/${other.slug}`);
    expect(second.body.short_id).not.toBe([...ids][0]);
  });

  it('answers an unknown product 404 notFound, and a missing session 401', async () => {
    const res = await get('/share/product/no-existe-este-producto');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ cause: 'notFound', message: 'El producto no existe.' });
    expect((await get(`/share/product/${product.public_sku}`, null)).status).toBe(401);
    expect(api.db.prepare('SELECT COUNT(*) FROM share_links').pluck().get()).toBe(2);
  });
});

describe('GET /share/{shortId}', () => {
  it('resolves a short id to its page type, link and the product slug', async () => {
    const made = (await get(`/share/product/${product.public_sku}`)).body;
    const res = await get(`/share/${made.short_id}`);
    expect(res.status).toBe(200);
    expect(ResolvedShareLinkSchema.parse(res.body)).toEqual({
      short_id: made.short_id,
      url: `https://tienda.example/s/${made.short_id}`,
      page_type: 'PRODUCT',
      slug: product.slug,
    });
  });

  it('answers unknown, malformed and other-case short ids 404 notFound in Spanish', async () => {
    const made = (await get(`/share/product/${product.public_sku}`)).body.short_id as string;
    const flipped = made.replace(/[a-z]/, (ch) => ch.toUpperCase()) === made ? made.replace(/[A-Z]/, (ch) => ch.toLowerCase()) : made.replace(/[a-z]/, (ch) => ch.toUpperCase());
    for (const id of ['AAAAAAAA', 'corto', 'muy-largo-de-mas', encodeURIComponent("x' OR 1=1"), flipped]) {
      if (id === made) continue;
      const res = await get(`/share/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ cause: 'notFound', message: 'El enlace no existe.' });
    }
  });

  it('stops resolving once the product can no longer be opened', async () => {
    const made = (await get(`/share/product/${other.public_sku}`)).body.short_id as string;
    api.db.prepare(`UPDATE products SET status = 'DRAFT' WHERE id = ?`).run(other.id);
    const res = await get(`/share/${made}`);
    expect(res.status).toBe(404);
    expect(res.body.cause).toBe('notFound');
    api.db.prepare(`UPDATE products SET status = 'PUBLISHED' WHERE id = ?`).run(other.id);
    expect((await get(`/share/${made}`)).status).toBe(200);
  });
});
